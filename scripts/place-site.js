// The last build step: copies the portable site to dist/client with the configured base path
// (app.baseUrl) in place of the placeholder, as deploy/start.sh does in the Docker image.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDirs, portableBasePath } from './build-dirs.js';

const dirs = buildDirs(process.argv[2]);
const { baseUrl } = JSON.parse(readFileSync(dirs.siteConfig, 'utf8'));
const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
const placeholder = Buffer.from(portableBasePath);

rmSync(dirs.site, { recursive: true, force: true });
cpSync(dirs.portableSite, dirs.site, { recursive: true });
let placed = 0;
for (const name of readdirSync(dirs.site, { recursive: true })) {
  const file = join(dirs.site, name);
  if (!statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (!content.includes(placeholder)) continue;
  writeFileSync(file, content.toString('utf8').replaceAll(portableBasePath, base));
  placed += 1;
}
console.log(`Site placed at ${base} in ${dirs.site} (${placed} files name the base path).`);
