// The chunks only an operation's `run` loads, outside the pages: a tool whose page works in a
// worker (sql-prettify, math-evaluator, docker-run…) declares its operation with the library
// loaded inside `run` (`await import('./sql-prettify')`), so that Node and the command line can
// run it; the build then makes a chunk of it that no page or worker ever fetches, the worker
// holding its own copy. Precached, those copies would reach every visitor (250 KB gzip).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const toolsDir = join(root, 'src', 'tools');
const dynamicImport = /import\(\s*'(\.[^']+)'\s*\)/g;

/** The project-relative paths (`src/tools/x/y.ts`) a source file imports dynamically. */
function dynamicImportsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(dynamicImport)].map(([, specifier]) =>
    relative(root, resolve(dirname(file), specifier)).replaceAll('\\', '/'),
  );
}

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** Modules that operations load in `run` and that nothing else in their tool loads by itself. */
function runOnlyModules(manifest) {
  const modules = new Set();
  for (const slug of readdirSync(toolsDir)) {
    const operations = join(toolsDir, slug, 'operations.ts');
    if (!existsSync(operations)) continue;
    const loadedElsewhere = new Set(
      sourceFiles(join(toolsDir, slug))
        .filter((file) => file !== operations)
        .flatMap(dynamicImportsOf),
    );
    for (const path of dynamicImportsOf(operations))
      for (const key of [path, `${path}.ts`, `${path}.tsx`])
        if (manifest[key]?.isDynamicEntry && !loadedElsewhere.has(path)) modules.add(key);
  }
  return modules;
}

/** The files of the chunks that only operations' `run` reaches, in the build whose manifest is given. */
export function runOnlyChunkFiles(manifest) {
  const runOnly = runOnlyModules(manifest);
  const reach = (starts, skip) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
      for (const next of manifest[key].dynamicImports ?? []) if (!skip.has(next)) visit(next);
    };
    starts.forEach(visit);
    return new Set([...seen].map((key) => manifest[key].file));
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const pagesReach = reach(entries, runOnly);
  return [...reach([...runOnly], new Set())].filter((file) => !pagesReach.has(file));
}
