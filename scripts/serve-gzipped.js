// nginx's `gzip on` with its gzip_types and gzip_min_length, for scripts/serve.js: page weights
// and Lighthouse figures measured against the local server are then those of a real deployment.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  // FIGlet fonts, fetched by the ASCII art tool.
  '.flf': 'text/plain; charset=utf-8',
};
const gzipMinLength = 1024;

function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/**
 * A request handler that answers with the gzipped file when the client takes gzip and the path
 * names a text file of the build (a folder: its index.html) worth compressing; it returns false,
 * having sent nothing, otherwise.
 */
export function gzippedFiles(root, cacheControl) {
  const cache = new Map();

  function fileOf(pathname) {
    let file = resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!gzipTypes[extname(file)] || !existsSync(file) || !statSync(file).isFile()) return undefined;
    return statSync(file).size >= gzipMinLength ? file : undefined;
  }

  return (req, res) => {
    if (!['GET', 'HEAD'].includes(req.method) || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
    const pathname = decodedPath(req.url);
    const file = pathname && fileOf(pathname);
    if (!file) return false;
    // A build while the server runs rewrites the files: the modification time tells.
    const { mtimeMs } = statSync(file);
    if (cache.get(file)?.mtimeMs !== mtimeMs) cache.set(file, { mtimeMs, body: gzipSync(readFileSync(file)) });
    const { body } = cache.get(file);
    res.writeHead(200, {
      'Content-Type': gzipTypes[extname(file)],
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': cacheControl(pathname),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
