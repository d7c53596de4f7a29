// Writes the HTML of every route after `vite build`: each page as the browser first paints it
// (heading, fields, texts), with the chunks and styles of its lazy parts linked in <head>, so
// the page is complete before any script runs and then hydrates without a flash.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirs } from './build-dirs.js';

const dirs = buildDirs(process.argv[2]);
const clientDir = dirs.portableSite;
const serverEntry = join(dirs.prerender, 'entry-prerender.js');

const {
  render,
  pagePaths,
  notFoundPath,
  redirectTargets,
  baseUrl,
  prerenderDay,
  renderedDayAttribute,
  renderedPathAttribute,
} = await import(pathToFileURL(serverEntry).href);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

/**
 * The source modules a page needs to hydrate beyond the shell, by the convention of where pages
 * and tools live. The home page has none it must wait for: its cards and menu come with the
 * catalogue, after first paint, and its HTML stays small and fast whatever the number of tools.
 */
function lazyModulesOf(path) {
  if (path === '/') return [];
  if (path === '/about') return ['src/app/pages/AboutPage.tsx'];
  if (path === '/settings') return ['src/app/settings/SettingsPage.tsx'];
  const slug = path.slice(1);
  const folder = `src/tools/${slug}/`;
  // The tool's page: its module loaded from outside the folder (the registry). Modules its page or
  // operations load when they run (a heavy library, say) are not for the page to wait for.
  // Its words in other languages load when a person chooses one (the page is English).
  const toolModules = Object.keys(manifest).filter(
    (key) =>
      key.startsWith(folder) &&
      !key.startsWith(`${folder}locales/`) &&
      manifest[key].isDynamicEntry &&
      Object.entries(manifest).some(
        ([importer, chunk]) => !importer.startsWith(folder) && (chunk.dynamicImports ?? []).includes(key),
      ),
  );
  const tool = toolModules.length ? ['src/app/pages/ToolHost.tsx', ...toolModules] : [];
  return ['src/app/catalogue/CataloguePage.tsx', ...tool];
}

/**
 * Parts drawn in the page's HTML whose code comes after first paint (the menu's tool list, the
 * home page's cards): their styles are linked at once, their scripts are not.
 */
function paintedBeforeCodeModulesOf(path) {
  const menu = 'src/app/catalogue/CatalogueMenu.tsx';
  return path === '/' ? [menu, 'src/app/catalogue/HomeTools.tsx'] : [menu];
}

function collectAssets(keys, scripts = new Set(), styles = new Set(), seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk.isEntry) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    collectAssets(chunk.imports ?? [], scripts, styles, seen);
  }
  return { scripts, styles };
}

/**
 * The page's stylesheets, render-blocking, and its modules in an inert template: the entry is a
 * small loader (src/boot.ts) that fetches them, and the app it imports, after the first paint,
 * so that no script competes with it (src/lib/after-first-paint.ts reads the template).
 */
function assetTags(path, lazyParts) {
  const appModules = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  const { scripts, styles } = collectAssets([...lazyModulesOf(path), ...lazyParts, ...appModules]);
  const preloads = [...scripts].map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
  for (const style of collectAssets(paintedBeforeCodeModulesOf(path)).styles) styles.add(style);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="${base}${file}">`),
    `<template data-after-first-paint>${preloads}</template>`,
  ].join('');
}

function outputFile(path) {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path.slice(1), 'index.html');
}

function write(file, html) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

async function page(path) {
  // lazyParts: the kit's lazily loaded components the page drew (src/ui/lazy-part).
  const { head, html, lazyParts } = await render(path);
  const unbuilt = lazyParts.filter((source) => !manifest[source]);
  if (unbuilt.length) throw new Error(`${path}: no chunk of its own for ${unbuilt.join(', ')} (see src/ui/lazy-part).`);
  // The route the HTML is of, and the day its "new" marks were made for: the page hydrates only
  // at its own route (app/served-page), with those marks (app/catalogue/new-tools).
  return (
    template
      .replace(
        '<html ',
        `<html ${renderedPathAttribute}="${escapeAttribute(path)}" ${renderedDayAttribute}="${prerenderDay}" `,
      )
      // Functions, not strings: a `$&` in the page's text is no replacement pattern.
      .replace('<!--app-head-->', () => head + assetTags(path, lazyParts))
      .replace('<!--app-html-->', () => html)
  );
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The icon link spares the browser a request for /favicon.ico, which does not exist.
function redirectPage(target) {
  const url = escapeAttribute(`${base}${target.slice(1)}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="icon" href="${base}favicon.svg" type="image/svg+xml"><link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${url}"></head><body><a href="${url}">${url}</a></body></html>\n`;
}

const started = performance.now();
for (const path of pagePaths) write(outputFile(path), await page(path));
write(join(clientDir, '404.html'), await page(notFoundPath));
for (const [from, to] of redirectTargets) write(outputFile(from), redirectPage(to));
rmSync(dirs.prerender, { recursive: true, force: true });

const count = pagePaths.length + 1 + redirectTargets.size;
console.log(`Prerendered ${count} pages in ${Math.round(performance.now() - started)} ms.`);
