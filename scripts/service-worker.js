// Writes the offline service worker (sw.js of the portable site, scripts/build-dirs.js) after the
// prerender step. It precaches every script, worker, style, locale chunk and icon, and one page:
// the not-found page, which offline stands in for every address (the app sees it is not that
// route's own HTML and renders the route itself, src/app/served-page.ts). Online, pages come from
// the network as they are. The prerendered pages would be a quarter of the precache and grow with
// every tool. vite-plugin-pwa generates its worker when the client bundle closes, before the
// pages exist; workbox-build (the engine it wraps) runs here instead, on the finished output.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateSW } from 'workbox-build';
import { buildDirs } from './build-dirs.js';
import { runOnlyChunkFiles } from './run-only-chunks.js';

const clientDir = buildDirs(process.argv[2]).portableSite;
const swDest = join(clientDir, 'sw.js');
const shellPage = '404.html';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
// Never fetched by a page or worker (scripts/run-only-chunks.js); should one be, it is kept once fetched.
const runOnlyChunks = runOnlyChunkFiles(manifest);
// The tools' words in the languages other than English (assets/<slug>.<lang>-<hash>.js, src/lib's
// shared words, assets/words.<lang>-<hash>.js, and the emoji picker's names of the emojis,
// assets/emoji-names.<lang>-<hash>.js, scripts/emoji-names): kept once fetched, which the app does
// for the language a person uses (src/app/pwa/keep-language-offline.ts; the emoji names when the
// picker is first shown in it). Precached, six languages' words would reach every visitor.
const otherLanguages = readdirSync(join(import.meta.dirname, '..', 'src', 'locales'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((locale) => locale !== 'en');
const toolWordFiles = Object.entries(manifest)
  .filter(([source]) => /^src\/tools\/[^/]+\/locales\/[\w-]+\.json$/.test(source) && !source.endsWith('/en.json'))
  .map(([, chunk]) => chunk.file);
const languageChunkOwners = ['words', 'emoji-names'];
const languageChunkGlobs = languageChunkOwners.map((owner) => `assets/${owner}.{${otherLanguages.join(',')}}-*.js`);
const wordOwners = [
  ...new Set(toolWordFiles.map((file) => file.replace(/^assets\/([\w-]+)\..*$/, '$1'))),
  ...languageChunkOwners,
];
const languageWordsPattern = new RegExp(
  `/assets/(?:${wordOwners.join('|')})\\.(?:${otherLanguages.join('|')})-[\\w-]+\\.js$`,
);

const fallbackDecoders = /\/assets\/(?:webp|avif)_dec-[\w-]+\.(?:js|wasm)$/;
const fallbackDecoderGlob = 'assets/{webp,avif}_dec-*';

const siteChoicesFiles = ['site-choices.js', 'site-choices.css'];
// Equal to deploy/start.sh's.
const siteChoicesRevision = '__site_choices_revision__';

const started = performance.now();
const { count, size, warnings } = await generateSW({
  globDirectory: clientDir,
  // FIGlet fonts (1.2 MB gzip in all) are kept once fetched (below), except the default one.
  globPatterns: [shellPage, '**/*.{js,css,json,webmanifest,svg,png,ico,woff,woff2,wasm,txt}', 'assets/Standard-*.flf'],
  runtimeCaching: [
    // Not cached: a page kept from an older version would name scripts the precache no longer has.
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: shellPage } },
    },
    { urlPattern: /\/assets\/[^/]+\.flf$/, handler: 'CacheFirst', options: { cacheName: 'figlet-fonts' } },
    {
      urlPattern: languageWordsPattern,
      handler: 'CacheFirst',
      options: { cacheName: 'language-words', expiration: { maxEntries: 2000 } },
    },
    ...(runOnlyChunks.length
      ? [
          {
            urlPattern: new RegExp(
              `/(${runOnlyChunks.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
            ),
            handler: 'CacheFirst',
            options: { cacheName: 'operation-chunks' },
          },
        ]
      : []),
    // The image converter's WebP and AVIF decoders (390 KB gzip), for a browser that cannot read
    // those formats itself: no current one needs them, so they are kept once fetched, not precached.
    { urlPattern: fallbackDecoders, handler: 'CacheFirst', options: { cacheName: 'fallback-decoders' } },
    // The vendor registry's split files (scripts/oui): 2.9 MB gzip in all, which would be most of
    // the precache and reach every visitor, when a MAC lookup reads one file of at most 30 KB.
    // So each is fetched when a lookup needs it and kept once fetched: a looked-up prefix answers
    // offline. A new registry comes in a new folder; the old files age out of this cache.
    {
      urlPattern: /\/assets\/oui-[^/]+\/[^/]+\/[^/]+\.json$/,
      handler: 'CacheFirst',
      options: { cacheName: 'oui-vendors', expiration: { maxEntries: 1000 } },
    },
  ],
  // The build manifest is for the prerender step; robots.txt only for crawlers; the vendor files and
  // fallback decoders above.
  globIgnores: [
    '.vite/**',
    'robots.txt',
    'assets/oui-*/**',
    fallbackDecoderGlob,
    ...languageChunkGlobs,
    ...toolWordFiles,
    ...runOnlyChunks,
  ],
  swDest,
  // The site's start-up choices change without a build (deploy/start.sh): their revision is a
  // placeholder that the script replaces with the checksum of what it wrote.
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) =>
        siteChoicesFiles.includes(entry.url) ? { ...entry, revision: siteChoicesRevision } : entry,
      ),
    }),
  ],
  // Hashed file names change with their content: no cache-busting query needed.
  dontCacheBustURLsMatching: /^assets\//,
  // A precached asset left out would break its tool offline: fail below instead of skipping it.
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});

if (warnings.length) {
  console.error(`Service worker: ${warnings.join('\n')}`);
  process.exit(1);
}
console.log(
  `Service worker ${relative(process.cwd(), swDest)} precaches ${count} files (${Math.round(size / 1024)} KB) in ${Math.round(performance.now() - started)} ms; ${runOnlyChunks.length} chunks only operations load outside the pages left out.`,
);
