// Lighthouse (mobile preset, simulated throttling) on the home page and every prerendered page
// of the production build, one after another in Debian's Chromium (two cores: runs in parallel
// would slow each other and skew the figures). Serves dist/client itself on a free port.
// Simulated throttling scales the main-thread time it observes, so a busy machine lowers scores:
// each page runs LIGHTHOUSE_RUNS times (3 by default) and its median run counts, as Lighthouse's
// documentation advises. Usage: npm run bench (builds first), or `node bench/lighthouse.js
// [/path …]` for some pages. Writes bench/results/lighthouse.json; exits 1 when a page's median
// score is under the budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(import.meta.dirname, '..');
// The build folder, as scripts/serve.js takes it: DIST_DIR (to compare two builds), else dist.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const client = join(dist, 'client');
const scoreBudget = 98;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

// Debian's Chromium with the browser tests' flags (no sandbox, GPU, QUIC, first-run or background
// traffic), headless.
const chromium = JSON.parse(readFileSync(join(root, 'scripts', 'chromium.json'), 'utf8'));
const chromeFlags = ['--headless=new', ...chromium.args];

const metrics = [
  { key: 'fcp', audit: 'first-contentful-paint', unit: 'ms' },
  { key: 'lcp', audit: 'largest-contentful-paint', unit: 'ms' },
  { key: 'tbt', audit: 'total-blocking-time', unit: 'ms' },
  { key: 'cls', audit: 'cumulative-layout-shift', unit: '' },
  { key: 'si', audit: 'speed-index', unit: 'ms' },
];

/** Every page the build prerenders as an app page (redirect pages have no `#root`). */
function prerenderedPaths(folder = client, path = '/') {
  const paths = [];
  const html = join(folder, 'index.html');
  if (existsSync(html) && readFileSync(html, 'utf8').includes('<div id="root">')) paths.push(path);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets')
      paths.push(...prerenderedPaths(join(folder, entry.name), `${path}${entry.name}/`));
  }
  return paths;
}

const displayPath = (path) => (path === '/' ? path : path.replace(/\/$/, ''));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts scripts/serve.js on `port` and resolves once it listens. */
function serve(port) {
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.js'), dist], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.js exited with code ${code}`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is served at')) resolve(server);
    });
  });
}

// Lighthouse sometimes loses a page load's trace (NO_NAVSTART, NO_FCP): a fault of the recording,
// which its message says to meet by running again.
const attemptsPerRun = 3;

async function audit(url, port, attempt = 1) {
  const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (lhr.runtimeError && attempt < attemptsPerRun) return audit(url, port, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = Object.fromEntries(metrics.map(({ key, audit: id }) => [key, lhr.audits[id].numericValue]));
  // Lighthouse's measure of the machine's speed during the run: a busy machine scores lower.
  const { benchmarkIndex } = lhr.environment;
  return { score: Math.round(lhr.categories.performance.score * 100), ...figures, benchmarkIndex };
}

/** The run of median score (the better middle one for an even count). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

const format = (result) =>
  [
    `score ${String(result.score).padStart(3)}`,
    ...metrics.map(({ key, unit }) =>
      unit === 'ms'
        ? `${key.toUpperCase()} ${Math.round(result[key])} ms`
        : `${key.toUpperCase()} ${result[key].toFixed(3)}`,
    ),
    `CPU index ${Math.round(result.benchmarkIndex)}`,
  ].join('  ');

if (!existsSync(join(client, 'index.html'))) {
  console.error(`No build in ${client}: run \`npm run build\` first.`);
  process.exit(1);
}

const requested = process.argv.slice(2).map((path) => (path === '/' ? path : `${path.replace(/\/$/, '')}/`));
const paths = requested.length ? requested : prerenderedPaths();
const serverPort = await freePort();
const server = await serve(serverPort);
const userDataDir = mkdtempSync(join(tmpdir(), 'it-tools-lighthouse-'));
const results = [];
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    chromeFlags,
    userDataDir,
    logLevel: 'silent',
  });
  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < runsPerPage; run++)
      runs.push(await audit(`http://127.0.0.1:${serverPort}${path}`, chrome.port));
    const result = { path: displayPath(path), ...medianRun(runs), runScores: runs.map((run) => run.score) };
    results.push(result);
    const verdict = result.score < scoreBudget ? '  UNDER BUDGET' : '';
    console.log(`${result.path.padEnd(32)} ${format(result)}  (runs ${result.runScores.join(' ')})${verdict}`);
  }
} finally {
  chrome?.kill();
  server.kill();
  rmSync(userDataDir, { recursive: true, force: true });
}

const under = results.filter((result) => result.score < scoreBudget);
const lowest = Math.min(...results.map((result) => result.score));
// The machine's load tells whether low scores may come from other work slowing the runs.
const loadAverage = Number(loadavg()[0].toFixed(1));
console.log(`${results.length} pages, lowest score ${lowest} (budget ${scoreBudget}); load average ${loadAverage}.`);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile, simulated throttling', runsPerPage, loadAverage, scoreBudget, results }, null, 2)}\n`,
);
if (under.length) {
  console.error(`UNDER BUDGET: ${under.map((result) => `${result.path} (${result.score})`).join(', ')}.`);
  process.exit(1);
}
