// Bundle budget: what the home page loads eagerly, what each tool page adds, the largest
// chunks. Reads the production build in dist/client; sizes are gzip (level 9) bytes.
// Usage: npm run bench (builds first). Writes bench/results/bundle.json; exits 1 over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const homeBudgetBytes = 120 * 1024;

const gzipSizeCache = new Map();
function gzipSize(file) {
  if (!gzipSizeCache.has(file))
    gzipSizeCache.set(file, gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
  return gzipSizeCache.get(file);
}

/** JS and CSS files a page's HTML loads: module scripts, module preloads and stylesheets. */
function assetsOf(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = new Set();
  const styles = new Set();
  for (const [, , tag] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const src = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if (!src?.startsWith('assets/')) continue;
    if (/rel="stylesheet"/.test(tag)) styles.add(src);
    else if (/type="module"|rel="modulepreload"/.test(tag)) scripts.add(src);
  }
  return { scripts, styles };
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(join(client, 'index.html'))) {
  console.error('No build in dist/client: run `npm run build` first.');
  process.exit(1);
}

const home = assetsOf(join(client, 'index.html'));
const homeFiles = new Set([...home.scripts, ...home.styles]);
const homeEager = sum(homeFiles);
const renderBlocking = sum(home.styles);

const toolPages = readdirSync(client, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(client, entry.name, 'index.html')))
  .map((entry) => entry.name)
  .filter(
    (name) => name !== 'assets' && readFileSync(join(client, name, 'index.html'), 'utf8').includes('<div id="root">'),
  );

const pages = toolPages.map((name) => {
  const page = assetsOf(join(client, name, 'index.html'));
  const own = [...page.scripts, ...page.styles].filter((file) => !homeFiles.has(file));
  const missingHomeFiles = [...homeFiles].filter((file) => !page.scripts.has(file) && !page.styles.has(file));
  return { page: `/${name}`, ownBytes: sum(own), ownFiles: own, totalBytes: homeEager + sum(own), missingHomeFiles };
});

const chunkUse = new Map();
for (const page of pages) for (const file of page.ownFiles) chunkUse.set(file, (chunkUse.get(file) ?? 0) + 1);

const allAssets = readdirSync(join(client, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`);
const largest = allAssets
  .map((file) => ({ file, bytes: gzipSize(file), eager: homeFiles.has(file), pagesUsing: chunkUse.get(file) ?? 0 }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 15);

console.log(
  `Home page, eager JS+CSS (everything its HTML loads): ${kb(homeEager)} gzip (budget ${kb(homeBudgetBytes)})`,
);
console.log(`  render-blocking before first paint (stylesheets): ${kb(renderBlocking)}`);
for (const file of [...homeFiles].sort((a, b) => gzipSize(b) - gzipSize(a)))
  console.log(`    ${kb(gzipSize(file)).padStart(9)}  ${file}`);
console.log('\nEach page: its own chunks beyond the home page');
for (const page of pages.sort((a, b) => b.ownBytes - a.ownBytes)) {
  console.log(`  ${kb(page.ownBytes).padStart(9)}  ${page.page}  (${page.ownFiles.length} files)`);
}
console.log('\nLargest chunks');
for (const chunk of largest) {
  const where = chunk.eager ? 'eager' : `lazy, linked by ${chunk.pagesUsing} page(s)`;
  console.log(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.file}  (${where})`);
}

const result = {
  measuredAt: new Date().toISOString(),
  homeEagerBytes: homeEager,
  homeRenderBlockingBytes: renderBlocking,
  homeBudgetBytes,
  homeFiles: [...homeFiles].map((file) => ({ file, bytes: gzipSize(file) })),
  pages,
  largest,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);

const problems = [];
if (homeEager > homeBudgetBytes) problems.push(`home eager ${kb(homeEager)} is over the ${kb(homeBudgetBytes)} budget`);
for (const page of pages)
  if (page.missingHomeFiles.length) problems.push(`${page.page} does not load the shell's eager files`);
if (problems.length) {
  console.error(`\nOVER BUDGET: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
