// Serves the production build (dist/client) the way the nginx config does: each prerendered
// route from its index.html, hashed assets cached for a year, text gzipped, the security headers
// on every answer, unknown paths answered with the not-found page (status 404).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sirv from 'sirv';
import { buildDirs } from './build-dirs.js';
import { gzippedFiles } from './serve-gzipped.js';

// The build folder: the first argument (`node scripts/serve.js dist/e2e-enabled`), else dist.
const dirs = buildDirs(process.argv[2] ?? 'dist');
const root = dirs.site;
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(root)) {
  console.error(`No build found in ${relative(process.cwd(), root) || '.'}: run \`npm run build\` first.`);
  process.exit(1);
}

const cacheControl = (pathname) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const fallback = readFileSync(join(root, '404.html'));
const securityHeaders = JSON.parse(readFileSync(dirs.headersJson, 'utf8'));
const gzipped = gzippedFiles(root, cacheControl);
const assets = sirv(root, {
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControl(pathname));
  },
});

createServer((req, res) => {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (gzipped(req, res)) return;
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(fallback);
  });
}).listen(port, host, () => {
  console.log(`IT Tools is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
