// Builds the command line: `dist/cli.js` and a chunk per tool (vite.config.ts: every library bundled,
// so the package has no dependencies), then `dist/manifest.json`, every operation described from the
// tools' declarations (see src/describe.ts).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { withSourceLoader } from '../../../scripts/with-source-loader.js';

const cliRoot = join(import.meta.dirname, '..');
const repoRoot = join(cliRoot, '..', '..');
const { version } = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8'));

await build({ configFile: join(cliRoot, 'vite.config.ts') });
// figlet (ascii-art-draw) reads its fonts in Node from `../fonts/` beside its own module, which is
// now a file of dist/chunks/.
cpSync(join(repoRoot, 'node_modules', 'figlet', 'fonts'), join(cliRoot, 'dist', 'fonts'), { recursive: true });

// The manifest is read from the sources through Vite, as the unit tests read them.
await withSourceLoader(repoRoot, async (load) => {
  const { tools } = await load('/src/tools/index.ts');
  const { describeTools } = await load('/packages/cli/src/describe.ts');
  const declared = [];
  for (const tool of tools) {
    const folder = `/src/tools/${tool.slug}`;
    declared.push({
      slug: tool.slug,
      name: tool.name,
      description: tool.description,
      operations: (await load(`${folder}/operations.ts`)).operations,
      catalogue: (await load(`${folder}/locales/en.json`)).default,
    });
  }
  const manifest = await describeTools(version, declared);
  mkdirSync(join(cliRoot, 'dist'), { recursive: true });
  writeFileSync(join(cliRoot, 'dist', 'manifest.json'), JSON.stringify(manifest));
  console.log(
    `it-tools-cli ${version}: ${manifest.operations.length} operations, ` +
      `${manifest.withoutOperations.length} tools with nothing to compute.`,
  );
});
