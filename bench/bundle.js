// Bundle budgets, read off the production build in dist/client (sizes are gzip level 9):
// - the home page's eager JS+CSS (everything its HTML loads) stays within its budget, and does
//   not grow with the number of tools: the same app is built again with 200 generated tools
//   added to the registry, and its home page must load exactly as many bytes;
// - every prerendered page's HTML stays within its budget;
// - the service worker's precache stays within its budget, and so does its part that no single
//   tool owns (bench/tool-owned-files.js).
// Also prints what each tool page adds and the largest chunks. Needs no browser; runs in
// `npm test` after the build. Writes bench/results/bundle.json; exits 1 over a budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureWithGeneratedTools } from './generated-tools.js';
import { toolOwnedFiles } from './tool-owned-files.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const budgets = {
  homeEagerBytes: 100 * 1024,
  pageHtmlBytes: 12 * 1024,
  // Every tool works offline after one visit, so the libraries that only one tool loads are
  // precached too (the image codecs, the tokenizer's vocabularies, Mermaid, jq, the bash grammar).
  // What no single tool owns (the shell, shared code, the tools' words) has a budget of its own
  // (bench/tool-owned-files.js), and so has each tool's own part.
  precacheBytes: 8 * 1024 * 1024,
  precacheSharedBytes: 1.25 * 1024 * 1024,
  precacheOneToolBytes: 2 * 1024 * 1024,
};
const generatedToolCount = 200;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function sizer(clientDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const content = readFileSync(join(clientDir, file));
      cache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return cache.get(file);
  };
}

/** JS and CSS files a page's HTML loads: module scripts, module preloads and stylesheets. */
function assetsOf(htmlFile) {
  const files = new Set();
  for (const [, tag] of readFileSync(htmlFile, 'utf8').matchAll(/<(?:script|link)\b([^>]*)>/g)) {
    const src = /\b(?:src|href)="[^"]*?(assets\/[^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (src && /rel="stylesheet"|type="module"|rel="modulepreload"/.test(tag)) files.add(src);
  }
  return files;
}

/** Every prerendered page of a build: the app's HTML files (redirect pages have no #root). */
function prerenderedPages(clientDir) {
  const pages = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') visit(path);
      else if (entry.name.endsWith('.html') && readFileSync(path, 'utf8').includes('<div id="root">'))
        pages.push(relative(clientDir, path));
    }
  };
  visit(clientDir);
  return pages.sort();
}

/** What the home page of the build in `clientDir` loads eagerly. */
export function homeEager(clientDir) {
  const size = sizer(clientDir);
  const files = [...assetsOf(join(clientDir, 'index.html'))];
  const sum = (key) => files.reduce((total, file) => total + size(file)[key], 0);
  return { files: files.map((file) => ({ file, ...size(file) })), raw: sum('raw'), gzip: sum('gzip') };
}

/** The files the service worker precaches, with their total gzip size. */
function precache(clientDir) {
  const sw = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\burl:\s*"([^"]+)"/g)].map(([, url]) => url);
  const size = sizer(clientDir);
  const fileOf = (url) => (existsSync(join(clientDir, url, 'index.html')) ? join(url, 'index.html') : url);
  const files = urls.map((url) => ({ url, ...size(fileOf(url)) }));
  return {
    count: files.length,
    raw: files.reduce((total, file) => total + file.raw, 0),
    gzip: files.reduce((total, file) => total + file.gzip, 0),
    files,
    largest: [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 10),
  };
}

const clientDir = join(dist, 'client');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error('No build in dist/client: run `npm run build` first.');
  process.exit(1);
}
const size = sizer(clientDir);
const home = homeEager(clientDir);
const homeFiles = new Set(home.files.map(({ file }) => file));

console.log(`Home page, eager JS+CSS: ${kb(home.gzip)} gzip (budget ${kb(budgets.homeEagerBytes)})`);
for (const { file, gzip } of home.files.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(gzip).padStart(9)}  ${file}`);

const pageFiles = prerenderedPages(clientDir);
const pages = pageFiles
  .filter((file) => file !== 'index.html')
  .map((file) => {
    const own = [...assetsOf(join(clientDir, file))].filter((asset) => !homeFiles.has(asset));
    return {
      page: `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`,
      file,
      ownBytes: own.reduce((total, asset) => total + size(asset).gzip, 0),
      ownFiles: own,
    };
  })
  .sort((a, b) => b.ownBytes - a.ownBytes);
console.log('\nEach page: its own JS+CSS beyond the home page');
for (const page of pages)
  console.log(`  ${kb(page.ownBytes).padStart(9)}  ${page.page}  (${page.ownFiles.length} files)`);

const html = pageFiles
  .map((file) => ({ file, gzip: size(file).gzip, raw: size(file).raw }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nPrerendered HTML, gzip (budget ${kb(budgets.pageHtmlBytes)} each): ${html.length} pages`);
for (const page of html.slice(0, 8)) console.log(`  ${kb(page.gzip).padStart(9)}  ${page.file}`);

const offline = precache(clientDir);
console.log(
  `\nService worker precache: ${offline.count} files, ${mb(offline.gzip)} gzip, ${mb(offline.raw)} raw (budget ${mb(budgets.precacheBytes)} gzip)`,
);
for (const file of offline.largest) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
const precachedGzip = new Map(offline.files.map(({ url, gzip }) => [url, gzip]));
const ownedPrecache = Object.entries(toolOwnedFiles(clientDir, homeFiles))
  .map(([slug, files]) => ({
    slug,
    gzip: files.reduce((total, file) => total + (precachedGzip.get(file) ?? 0), 0),
  }))
  .sort((a, b) => b.gzip - a.gzip);
offline.ownedByOneTool = ownedPrecache.reduce((total, { gzip }) => total + gzip, 0);
offline.shared = offline.gzip - offline.ownedByOneTool;
console.log(
  `  of which ${mb(offline.shared)} no single tool owns (budget ${mb(budgets.precacheSharedBytes)}); what a tool alone loads (budget ${mb(budgets.precacheOneToolBytes)}), the largest:`,
);
for (const { slug, gzip } of ownedPrecache.slice(0, 12)) console.log(`  ${kb(gzip).padStart(9)}  /${slug}`);

const chunkUse = new Map();
for (const page of pages) for (const file of page.ownFiles) chunkUse.set(file, (chunkUse.get(file) ?? 0) + 1);
const largest = readdirSync(join(clientDir, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`)
  .map((file) => ({ file, bytes: size(file).gzip, eager: homeFiles.has(file), pagesUsing: chunkUse.get(file) ?? 0 }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 15);
console.log('\nLargest chunks');
for (const chunk of largest) {
  const where = chunk.eager ? 'eager' : `lazy, linked by ${chunk.pagesUsing} page(s)`;
  console.log(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.file}  (${where})`);
}

// The tool page with the most HTML of its own, to see how its menu grows with the tool count.
const largestToolPage = html.find(({ file }) => file.includes('/'))?.file ?? 'index.html';
console.log(`\nBuilding the app again with ${generatedToolCount} generated tools added to the registry…`);
const variantDist = join(dist, 'bench-generated-tools');
const variant = await measureWithGeneratedTools(generatedToolCount, variantDist, (variantClient) => ({
  home: homeEager(variantClient),
  homeHtml: sizer(variantClient)('index.html'),
  toolHtml: sizer(variantClient)(largestToolPage),
}));
rmSync(variantDist, { recursive: true, force: true });
const homeHtml = size('index.html');
// A tool's card shows twice while it is among the newest: count the tools its cards link to.
const cards = readFileSync(join(clientDir, 'index.html'), 'utf8').match(/<article [\s\S]*?<\/article>/g) ?? [];
const toolCount = new Set(cards.map((card) => card.match(/href="([^"#]+)"/g)?.at(-1))).size;
const htmlPerTool = (variant.homeHtml.gzip - homeHtml.gzip) / generatedToolCount;
const toolHtml = size(largestToolPage);
const toolHtmlPerTool = (variant.toolHtml.gzip - toolHtml.gzip) / generatedToolCount;
console.log(
  `  home eager JS+CSS: ${kb(home.gzip)} (${home.raw} bytes raw) with ${toolCount} tools, ` +
    `${kb(variant.home.gzip)} (${variant.home.raw} bytes raw) with ${toolCount + generatedToolCount}`,
);
console.log(
  `  home HTML: ${kb(homeHtml.gzip)} with ${toolCount} tools, ${kb(variant.homeHtml.gzip)} with ${toolCount + generatedToolCount}` +
    ` (${htmlPerTool.toFixed(0)} bytes gzip a tool; ${kb(homeHtml.gzip + htmlPerTool * (90 - toolCount))} projected at 90 tools)`,
);
console.log(
  `  ${largestToolPage}: ${kb(toolHtml.gzip)} with ${toolCount} tools, ${kb(variant.toolHtml.gzip)} with ${toolCount + generatedToolCount}` +
    ` (${toolHtmlPerTool.toFixed(0)} bytes gzip a tool; ${kb(toolHtml.gzip + toolHtmlPerTool * (90 - toolCount))} projected at 90 tools)`,
);

const result = {
  measuredAt: new Date().toISOString(),
  budgets,
  home: { ...home, budgetBytes: budgets.homeEagerBytes },
  withGeneratedTools: {
    generatedToolCount,
    home: variant.home,
    homeHtmlGzip: variant.homeHtml.gzip,
    [largestToolPage]: variant.toolHtml.gzip,
  },
  html,
  precache: { ...offline, files: undefined, ownedByTool: ownedPrecache },
  pages,
  largest,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);

const problems = [];
if (home.gzip > budgets.homeEagerBytes)
  problems.push(`home eager ${kb(home.gzip)} is over the ${kb(budgets.homeEagerBytes)} budget`);
if (variant.home.raw !== home.raw || variant.home.files.length !== home.files.length)
  problems.push(
    `home eager code grows with the tool count: ${home.raw} bytes raw, ${variant.home.raw} with ${generatedToolCount} more tools`,
  );
for (const page of html)
  if (page.gzip > budgets.pageHtmlBytes)
    problems.push(`${page.file} is ${kb(page.gzip)} of HTML, over ${kb(budgets.pageHtmlBytes)}`);
if (offline.gzip > budgets.precacheBytes)
  problems.push(`the precache is ${mb(offline.gzip)}, over ${mb(budgets.precacheBytes)}`);
for (const { slug, gzip } of ownedPrecache.filter(({ gzip }) => gzip > budgets.precacheOneToolBytes))
  problems.push(`/${slug} alone adds ${mb(gzip)} to the precache, over ${mb(budgets.precacheOneToolBytes)}`);
if (offline.shared > budgets.precacheSharedBytes)
  problems.push(
    `the precache's part no single tool owns is ${mb(offline.shared)}, over ${mb(budgets.precacheSharedBytes)}`,
  );
const shellScripts = [...homeFiles].filter((file) => file.endsWith('.js'));
for (const page of pages) {
  const loaded = assetsOf(join(clientDir, page.file));
  if (!shellScripts.every((file) => loaded.has(file))) problems.push(`${page.page} does not load the shell's scripts`);
}
if (problems.length) {
  console.error(`\nOVER BUDGET:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
