// Heavy inputs in a real browser: how long the page's main thread is blocked while a tool works
// on a big input. Reads the production build (serves dist/client itself) and drives Debian's
// Chromium. Usage: npm run bench (builds first), or `node bench/heavy-input.js [word …]` for the
// scenarios whose name holds one of the words. Writes bench/results/heavy-input.json.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const port = 4391;
const base = `http://127.0.0.1:${port}`;
const longTaskBudgetMs = 200;

// The build folder, as scripts/serve.js takes it: DIST_DIR (to compare two builds), else dist.
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.js'), process.env.DIST_DIR ?? 'dist'], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 800));

// Debian's Chromium with the browser tests' flags.
const launch = JSON.parse(readFileSync(join(root, 'scripts', 'chromium.json'), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
  args: launch.args,
});

/** Opens a page that records every main-thread task over 50 ms, once a `ready` field is hydrated. */
async function openWatched(path, ready = 'textarea') {
  // No service worker: installing it fetches the whole app in the background, noise in the measure.
  const page = await browser.newPage({ serviceWorkers: 'block' });
  await page.addInitScript(() => {
    const tasks = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some((field) =>
        Object.keys(field).some((key) => key.startsWith('__reactProps')),
      ),
    ready,
  );
  return page;
}

/**
 * The time once the page has drawn what was just typed or pasted: laying out megabytes of input
 * text is the input's own cost, not the tool's work that follows it.
 */
const drawnAt = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))),
  );

const longestTaskSince = (page, since) =>
  page.evaluate(async (from) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return Math.max(
      0,
      ...window.__longTasks.filter((task) => task.start + task.duration > from).map((task) => task.duration),
    );
  }, since);

const scenarios = [
  {
    name: 'hash-text, 10 MB of text',
    async run() {
      const text = 'a'.repeat(10 * 1024 * 1024);
      const expected = createHash('sha256').update(text).digest('hex');
      const page = await openWatched('/hash-text');
      await page.getByLabel('Your text to hash:').fill(text);
      const since = await drawnAt(page);
      const started = Date.now();
      await page.waitForFunction(
        (digest) =>
          document.querySelector('input[value="' + digest + '"]') !== null ||
          [...document.querySelectorAll('input')].some((input) => input.value === digest),
        expected,
        { timeout: 120_000, polling: 250 },
      );
      const elapsedMs = Date.now() - started;
      return { elapsedMs, longestTaskMs: Math.round(await longestTaskSince(page, since)) };
    },
  },
  {
    name: 'bcrypt, salt count 14',
    async run() {
      const page = await openWatched('/bcrypt', 'input');
      const hashCard = page.getByRole('region', { name: 'Hash', exact: true });
      await hashCard.getByLabel('Your string:', { exact: true }).fill('hello');
      const since = await page.evaluate(() => performance.now());
      const started = Date.now();
      await hashCard.getByLabel('Salt count:', { exact: true }).fill('14');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('input')].some((input) =>
            /^\$2[aby]\$14\$[./A-Za-z0-9]{53}$/.test(input.value),
          ),
        undefined,
        { timeout: 300_000, polling: 250 },
      );
      const elapsedMs = Date.now() - started;
      return { elapsedMs, longestTaskMs: Math.round(await longestTaskSince(page, since)) };
    },
  },
  {
    name: 'rsa-key-pair-generator, 4096 bits',
    async run() {
      const page = await openWatched('/rsa-key-pair-generator');
      const status = page.getByRole('status').filter({ hasText: /Generating|generated/ });
      // The page makes a 2048-bit pair on load; measure the 4096-bit one alone.
      await status.filter({ hasText: '2048-bit key pair generated' }).waitFor({ timeout: 120_000 });
      const since = await page.evaluate(() => performance.now());
      const started = Date.now();
      await page.getByLabel('Bits :', { exact: true }).fill('4096');
      await status.filter({ hasText: '4096-bit key pair generated' }).waitFor({ timeout: 600_000 });
      const elapsedMs = Date.now() - started;
      return { elapsedMs, longestTaskMs: Math.round(await longestTaskSince(page, since)) };
    },
  },
  {
    name: 'json-prettify, 2 MB of JSON',
    async run() {
      // Keys in sorted order, so the default output (keys sorted, indent 3) is known in advance.
      const items = Array.from({ length: 30_000 }, (_, index) => ({
        active: index % 2 === 0,
        id: index,
        name: `item number ${index}`,
        tags: ['a', 'b'],
      }));
      const text = JSON.stringify(items);
      const expectedLength = JSON.stringify(items, null, 3).length;
      const page = await openWatched('/json-prettify');
      await paste(page.getByRole('textbox', { name: 'Your raw JSON', exact: true }), text);
      const since = await drawnAt(page);
      const started = Date.now();
      await page.waitForFunction(
        (length) =>
          [...document.querySelectorAll('[role="textbox"][aria-readonly="true"]')].some(
            (output) => output.textContent.length === length,
          ),
        expectedLength,
        { timeout: 120_000, polling: 250 },
      );
      const elapsedMs = Date.now() - started;
      return { elapsedMs, longestTaskMs: Math.round(await longestTaskSince(page, since)), inputBytes: text.length };
    },
  },
  {
    name: 'json-diff, two 2 MB documents',
    async run() {
      const items = Array.from({ length: 30_000 }, (_, id) => ({
        active: id % 2 === 0,
        id,
        name: `item number ${id}`,
      }));
      const changed = items.map((item) => (item.id % 1_000 === 0 ? { ...item, name: 'renamed' } : item));
      const [first, second] = [JSON.stringify(items), JSON.stringify(changed)];
      const page = await openWatched('/json-diff');
      await paste(page.getByRole('textbox', { name: 'First JSON', exact: true }), first);
      await paste(page.getByRole('textbox', { name: 'JSON to compare', exact: true }), second);
      const since = await drawnAt(page);
      const started = Date.now();
      // Read with a selector, not a text query: that would scan the megabytes in the text areas.
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role="region"][aria-label="Differences"]')
            ?.textContent.includes('~ name: "item number 0" → "renamed",'),
        undefined,
        { timeout: 120_000, polling: 250 },
      );
      const elapsedMs = Date.now() - started;
      return {
        elapsedMs,
        longestTaskMs: Math.round(await longestTaskSince(page, since)),
        inputBytes: first.length + second.length,
      };
    },
  },
  {
    name: 'yaml-to-json-converter, 5 MB of YAML',
    run: () =>
      convertLarge('/yaml-to-json-converter', 'Your YAML', () => {
        const items = Array.from(
          { length: 120_000 },
          (_, index) => `  - id: ${index}\n    name: item number ${index}\n`,
        );
        return `items:\n${items.join('')}`;
      }),
  },
  {
    name: 'json-to-yaml-converter, 5 MB of JSON',
    run: () =>
      convertLarge('/json-to-yaml-converter', 'Your JSON', () =>
        JSON.stringify(
          { items: Array.from({ length: 90_000 }, (_, index) => ({ id: index, name: `item number ${index}` })) },
          null,
          2,
        ),
      ),
  },
  {
    name: 'json-minify, 2 MB of JSON',
    run: () =>
      convertLarge('/json-minify', 'Your raw JSON', () =>
        JSON.stringify(
          Array.from({ length: 26_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` })),
          null,
          2,
        ).replaceAll('\n', ' '),
      ),
  },
  {
    name: 'json-to-csv, 2 MB of JSON',
    run: () =>
      convertLarge('/json-to-csv', 'Your raw JSON', () =>
        JSON.stringify(
          Array.from({ length: 26_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` })),
          null,
          2,
        ).replaceAll('\n', ' '),
      ),
  },
  {
    name: 'json-to-go, 2 MB of JSON',
    run: () =>
      convertLarge('/json-to-go', 'JSON', () =>
        JSON.stringify(
          Array.from({ length: 25_000 }, (_, index) => ({
            id: index,
            name: `item number ${index}`,
            price: index / 3,
            tags: ['a', 'b'],
            owner: index % 2 ? { login: 'ada' } : null,
          })),
        ),
      ),
  },
  {
    name: 'xml-formatter, 2 MB of XML',
    run: () =>
      convertLarge('/xml-formatter', 'Your XML', () => {
        const items = Array.from(
          { length: 23_000 },
          (_, id) => `<item id="${id}"><name>item number ${id}</name><tags><tag>a</tag><tag>b</tag></tags></item>`,
        );
        return `<items>${items.join('')}</items>`;
      }),
  },
  {
    name: 'yaml-prettify, 2 MB of YAML',
    run: () =>
      convertLarge('/yaml-prettify', 'Your raw YAML', () => {
        const items = Array.from({ length: 40_000 }, (_, id) => `  - {id: ${id}, name: item number ${id}, on: true}\n`);
        return `items:\n${items.join('')}`;
      }),
  },
];

/** Puts `text` in a text area in one input event, as a paste does. */
const paste = (input, text) =>
  input.evaluate((element, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

/**
 * Puts a large document in a format converter's input in one input event (as a paste does) and
 * waits until the output's download is possible.
 */
async function convertLarge(path, inputLabel, makeDocument) {
  const text = makeDocument();
  const page = await openWatched(path);
  await paste(page.getByRole('textbox', { name: inputLabel, exact: true }), text);
  const since = await drawnAt(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Download' }).and(page.locator(':enabled')).waitFor({ timeout: 120_000 });
  const elapsedMs = Date.now() - started;
  return { elapsedMs, longestTaskMs: Math.round(await longestTaskSince(page, since)), inputBytes: text.length };
}

const wanted = process.argv.slice(2);
const chosen = scenarios.filter((scenario) => !wanted.length || wanted.some((word) => scenario.name.includes(word)));

const results = [];
try {
  for (const scenario of chosen) {
    const result = await scenario.run();
    results.push({ scenario: scenario.name, ...result, withinBudget: result.longestTaskMs <= longTaskBudgetMs });
    console.log(
      `${scenario.name}: done in ${result.elapsedMs} ms, longest main-thread task after the input ${result.longestTaskMs} ms (budget ${longTaskBudgetMs} ms)`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'heavy-input.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
if (results.some((result) => !result.withinBudget)) {
  console.error('OVER BUDGET: a main-thread task exceeded the budget.');
  process.exit(1);
}
