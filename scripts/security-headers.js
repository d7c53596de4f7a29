// After the prerender step: puts the Content-Security-Policy in every page's <head> (for static
// hosts that cannot send headers), and writes the headers for nginx and scripts/serve.js.
// The policy lists the hash of each inline script the pages hold, so no other inline script runs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDirs, portableBasePath } from './build-dirs.js';
import {
  inlineScripts,
  metaPolicy,
  nginxHeaders,
  policyDirectives,
  scriptHash,
  securityHeaders,
} from './security-policy.js';

const dirs = buildDirs(process.argv[2]);
const { analyticsOrigin } = JSON.parse(readFileSync(dirs.siteConfig, 'utf8'));
const pages = readdirSync(dirs.portableSite, { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(dirs.portableSite, file));

const html = new Map(pages.map((file) => [file, readFileSync(file, 'utf8')]));
const scripts = [...html].flatMap(([file, text]) => inlineScripts(text).map((body) => ({ file, body })));
// The base path is placed after this step: a script holding it would no longer match its hash.
const placedLater = scripts.find(({ body }) => body.includes(portableBasePath));
if (placedLater) throw new Error(`An inline script of ${placedLater.file} holds the base path.`);
const scriptHashes = scripts.map(({ body }) => scriptHash(body));
const directives = policyDirectives({ scriptHashes, analyticsOrigin });
const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(directives)}">`;
for (const [file, text] of html) {
  // Right after the character set (which must come within the first 1024 bytes), before any
  // script: the policy covers only what comes after it.
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(text)) throw new Error(`${file} declares no character set.`);
  writeFileSync(
    file,
    text.replace(charset, (tag) => `${tag}${meta}`),
  );
}
const headers = securityHeaders(directives);
writeFileSync(dirs.headersJson, `${JSON.stringify(headers, null, 2)}\n`);
writeFileSync(dirs.headersNginx, nginxHeaders(headers));
console.log(`Security policy: ${new Set(scriptHashes).size} inline scripts allowed by hash, in ${pages.length} pages.`);
