// Which built files belong to one tool alone: the files its page, worker and words reach and that
// neither the shell nor another tool reaches. The graph is read off the output itself, since a
// worker's bundle and the files it loads (WebAssembly, vocabularies) are not in Vite's manifest: a
// file reaches every asset whose name its text holds. The shell's files (the home page's eager files
// and the app's own lazy entries, not a library's) and other tools' entries are not followed: the app's entry and its
// tool list name every tool's page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `{ slug → files }` for the build in `clientDir` (paths like `assets/x-hash.js`), given the home
 * page's eager files.
 */
export function toolOwnedFiles(clientDir, homeFiles) {
  const assets = readdirSync(join(clientDir, 'assets')).map((name) => `assets/${name}`);
  const named = new Map(assets.map((file) => [file.slice('assets/'.length), file]));
  const namePattern = /[\w.-]+-[\w-]{8}\.[a-z0-9]+/g;
  const references = new Map();
  const referencesOf = (file) => {
    if (!references.has(file)) {
      const text = /\.(js|css|html)$/.test(file) ? readFileSync(join(clientDir, file), 'utf8') : '';
      references.set(file, new Set([...text.matchAll(namePattern)].map(([name]) => named.get(name)).filter(Boolean)));
    }
    return references.get(file);
  };
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const rootsBySlug = new Map();
  const shellEntries = new Set();
  for (const [source, chunk] of Object.entries(manifest)) {
    const slug = /^(?:src\/tools\/([\w-]+)\/|virtual:tool-examples\/([\w-]+)$)/.exec(source)?.slice(1).find(Boolean);
    if (slug) rootsBySlug.set(slug, [...(rootsBySlug.get(slug) ?? []), chunk.file]);
    // A library's own lazy chunks (mermaid's diagrams, Prettier's plugins) are followed like any file.
    else if ((chunk.isEntry || chunk.isDynamicEntry) && !source.includes('node_modules/')) shellEntries.add(chunk.file);
  }
  const reach = (roots) => {
    const seen = new Set();
    const own = new Set(roots);
    const isOthers = (file) => !own.has(file) && (homeFiles.has(file) || shellEntries.has(file) || toolRoots.has(file));
    const visit = (file) => {
      if (seen.has(file) || isOthers(file)) return;
      seen.add(file);
      for (const next of referencesOf(file)) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const toolRoots = new Set([...rootsBySlug.values()].flat());

  const reachedBy = new Map();
  for (const [slug, roots] of rootsBySlug)
    for (const file of reach(roots)) reachedBy.set(file, [...(reachedBy.get(file) ?? []), slug]);
  const owned = {};
  for (const [file, slugs] of reachedBy) if (slugs.length === 1) (owned[slugs[0]] ??= []).push(file);
  return owned;
}
