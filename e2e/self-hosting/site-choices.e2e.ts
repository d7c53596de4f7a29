import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '../test';
import { choicesServer, startEnv } from './nginx-servers';

// deploy/start.sh with TOOLS_EXCLUDE=jwt-parser,math and e2e/self-hosting/defaults.json (French,
// JSON indented by 4, three UUIDs), as the Docker image starts.
const { origin, base } = choicesServer;
const at = (path: string) => `${origin}${base}${path.replace(/^\/+/, '')}`;
const linkTo = (page: import('@playwright/test').Page, slug: string) => page.locator(`a[href="${base}${slug}"]`);

test.describe('the site as its host chose it at start-up', () => {
  // The pages left out answer 404, which the browser reports on the console.
  test.use({ allowedPageErrors: [/status of 404/] });

  test('leaves the excluded tools and categories out: pages, old addresses, lists and search', async ({
    page,
    request,
  }) => {
    for (const path of ['/jwt-parser', '/math-evaluator', '/percentage-calculator', '/eta-calculator'])
      expect((await request.get(at(path))).status(), path).toBe(404);
    expect((await request.get(at('/json-prettify'))).status()).toBe(200);

    await page.goto(at('/'));
    // French by default: the site's language, as no choice is stored.
    await expect(page.getByRole('heading', { level: 2, name: 'Tous les outils' })).toBeVisible();
    await expect(linkTo(page, 'json-prettify').first()).toBeVisible();
    await expect(linkTo(page, 'jwt-parser')).toHaveCount(0);
    await expect(linkTo(page, 'math-evaluator')).toHaveCount(0);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('button', { name: 'Mathématiques', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Web', exact: true })).toBeVisible();

    await page.getByRole('searchbox').fill('jwt');
    await expect(linkTo(page, 'jwt-parser')).toHaveCount(0);

    // Inside the app too, its address is not found.
    await page.goto(at('/jwt-parser'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désolé, cette page ne semble pas exister');
  });

  test("gives the tools the site's option defaults, below a person's own choices", async ({ page }) => {
    await page.goto(at('/json-prettify'));
    const output = page.getByLabel('Version mise en forme de votre JSON', { exact: true });
    await expect.poll(() => output.textContent()).toMatch(/^\{\n {4}"/);
    await page.goto(at('/json-prettify#indentSize=2'));
    await expect.poll(() => output.textContent()).toMatch(/^\{\n {2}"[^ ]/);
  });
});

const start = promisify(execFile);

test('refuses to start with bad choices, naming each bad entry', async () => {
  const defaults = `/tmp/it-tools-e2e-bad-defaults-${process.pid}.json`;
  writeFileSync(defaults, JSON.stringify({ language: 'xx', tools: { 'json-prettify': { indentSize: 40 } } }));
  const failure = await start('sh', ['deploy/start.sh'], {
    env: {
      ...process.env,
      ...startEnv('/', 4399, {
        TOOLS_INCLUDE: 'crypto, no-such-tool',
        TOOLS_EXCLUDE: 'nowhere',
        DEFAULTS_FILE: defaults,
      }),
    },
  }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(64);
  expect(failure?.stderr.split('\n')).toEqual([
    "The site's choices are not valid:",
    '  - TOOLS_INCLUDE: "no-such-tool" is neither a tool nor a category.',
    '  - TOOLS_EXCLUDE: "nowhere" is neither a tool nor a category.',
    '  - defaults.json: language must be one of en, de, es, fr, pt, ru, zh, not "xx".',
    '  - defaults.json: tools.json-prettify.indentSize must be a whole number from 0 to 10, not 40.',
    '',
  ]);
});
