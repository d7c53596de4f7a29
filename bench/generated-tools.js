// Builds the app as `npm run build` does (client, prerender entry, prerendered pages), with
// `count` generated tools added to the registry, to see what more tools cost each page.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const registryModule = /[\\/]src[\\/]tools[\\/]index\.ts$/;
const registryStart = 'export const tools: readonly Tool[] = [';
const toolImport = "import { categoryIds, type CategoryId, type Tool } from './tool';";
const categories = ['crypto', 'converter', 'web', 'development', 'network', 'math', 'text', 'data'];
const words = `convert encode decode text file image color number date time hash token random string list
table format parse check validate generate compare search replace split join escape unescape count
letters digits bytes bits address network mask range subnet port protocol header request response
query value key secret password phrase code markup style sheet document schema record field column
row line word character unicode binary decimal octal base case upper lower camel snake kebab title
sentence paragraph ascii emoji symbol sign signature certificate chain public private pair curve
length width height size scale unit metric temperature speed distance weight volume area angle
percent ratio average total minimum maximum round integer float fraction prime factor random seed`.split(/\s+/);

/** The same words for the same seed: text as varied as real descriptions, stable between runs. */
function wordsFor(seed, count) {
  let state = seed * 2654435761;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return words[state % words.length];
  }).join(' ');
}

/** A Vite plugin putting `count` tools, each with its own text and route, in front of the registry. */
function generatedTools(count) {
  const entries = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return `defineTool({
      slug: 'generated-tool-${n}',
      name: 'Generated ${wordsFor(n, 2)}',
      description: '${wordsFor(n + count, 1).replace(/^./, (c) => c.toUpperCase())} ${wordsFor(n + 2 * count, 13)}.',
      keywords: ['generated', 'sample${n}'],
      category: '${categories[index % categories.length]}',
      icon: 'braces',
      component: () => import('./token-generator/TokenGenerator'),
    })`;
  });
  return {
    name: 'bench-generated-tools',
    enforce: 'pre',
    transform(code, id) {
      if (!registryModule.test(id)) return undefined;
      if (!code.includes(registryStart) || !code.includes(toolImport))
        throw new Error(
          'bench/generated-tools.js: the registry (src/tools/index.ts) no longer has the expected shape.',
        );
      return code
        .replace(toolImport, toolImport.replace('{ categoryIds', '{ defineTool, categoryIds'))
        .replace(registryStart, `${registryStart}\n${entries.join(',\n')},`);
    },
  };
}

/**
 * Builds into `distDir` with `count` generated tools and returns `measure(clientDir)`. Runs the
 * same steps as `npm run build` but the security policy and the service worker, which no figure
 * here needs.
 */
export async function measureWithGeneratedTools(count, distDir, measure) {
  const previousDistDir = process.env.DIST_DIR;
  process.env.DIST_DIR = distDir;
  try {
    const common = { configFile: join(root, 'vite.config.ts'), logLevel: 'error', plugins: [generatedTools(count)] };
    await build(common);
    await build({ ...common, build: { ssr: 'src/entry-prerender.tsx' } });
    for (const step of ['prerender.js', 'place-site.js']) {
      const run = spawnSync(process.execPath, [join(root, 'scripts', step), distDir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (run.status !== 0) throw new Error(`scripts/${step} failed on the build with generated tools.`);
    }
    return measure(join(distDir, 'client'));
  } finally {
    if (previousDistDir === undefined) delete process.env.DIST_DIR;
    else process.env.DIST_DIR = previousDistDir;
  }
}
