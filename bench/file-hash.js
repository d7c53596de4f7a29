// How fast /file-hash hashes a large file in a real browser, with the default algorithms (MD5, SHA-1,
// SHA-256): the page's own "Hashed in … (… GB/s)" line. Not part of `npm run bench` or CI (it writes
// a gigabyte to /tmp and takes a while). Usage, after `npm run build`:
//   node bench/file-hash.js                 serves dist on a port of its own
//   FILE_HASH_BASE_URL=http://127.0.0.1:4434 node bench/file-hash.js   uses a server already running
// FILE_HASH_MB sets the size (1024 by default); CHROMIUM_PATH another Chromium than Debian's.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const megabytes = Number(process.env.FILE_HASH_MB ?? 1024);
const ownPort = 4395;

/** A file of `megabytes` MiB of varied bytes, written a MiB at a time. */
function makeFile(path) {
  const block = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < block.length; index++) block[index] = (index * 2654435761) >>> 24;
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < megabytes; written++) {
      block[0] = written & 255;
      writeSync(fd, block);
    }
  } finally {
    closeSync(fd);
  }
}

let server;
let base = process.env.FILE_HASH_BASE_URL;
if (!base) {
  server = spawn(process.execPath, [join(root, 'scripts', 'serve.js'), process.env.DIST_DIR ?? 'dist'], {
    env: { ...process.env, PORT: String(ownPort) },
    stdio: 'ignore',
  });
  base = `http://127.0.0.1:${ownPort}`;
  await new Promise((resolve) => setTimeout(resolve, 800));
}

const path = join(tmpdir(), `file-hash-bench-${megabytes}mb.bin`);
const launch = JSON.parse(readFileSync(join(root, 'scripts', 'chromium.json'), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
  args: launch.args,
});

try {
  makeFile(path);
  const page = await browser.newPage({ serviceWorkers: 'block' });
  // A fresh profile: the default algorithms, whatever a previous visit ticked.
  await page.goto(`${base}/file-hash`);
  const input = page.getByLabel('Files to hash', { exact: true });
  // The page is prerendered: a file picked before React has hydrated it would be lost.
  for (let hydrated = false; !hydrated; await page.waitForTimeout(100))
    hydrated = await input.evaluate((field) => Object.keys(field).some((key) => key.startsWith('__reactProps')));
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const started = Date.now();
  await input.setInputFiles(path);
  const card = page.getByRole('region', { name: `file-hash-bench-${megabytes}mb.bin`, exact: true });
  const hashedIn = card.getByText(/^Hashed in /);
  await hashedIn.waitFor({ timeout: 30 * 60_000 });
  const wall = (Date.now() - started) / 1000;
  const rows = await card.getByRole('textbox').evaluateAll((fields) => fields.map((field) => field.value));
  console.log(`${(statSync(path).size / 1024 ** 3).toFixed(2)} GiB, ${cores} cores, MD5 + SHA-1 + SHA-256`);
  console.log(`digests: ${rows.join(' ')}`);
  console.log(`page says: ${await hashedIn.textContent()}`);
  console.log(`wall clock from setInputFiles: ${wall.toFixed(1)} s`);
} finally {
  await browser.close();
  server?.kill();
  rmSync(path, { force: true });
}
