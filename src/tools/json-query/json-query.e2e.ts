import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, pasteLargeText, test, waitUntilInteractive } from '../../../e2e/test';

const query = (page: Page) => page.getByLabel('Query', { exact: true });
const json = (page: Page) => page.getByRole('textbox', { name: 'JSON', exact: true });
const variables = (page: Page) => page.getByLabel('Variables', { exact: true });
const result = (page: Page) => page.getByRole('textbox', { name: 'Result', exact: true });
const paths = (page: Page) => page.getByLabel('Paths', { exact: true });
const flag = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });
const language = (page: Page, name: 'jq' | 'JSONPath') =>
  page.getByRole('radiogroup', { name: 'Language', exact: true }).getByText(name, { exact: true });
const example = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Example queries', exact: true }).getByRole('button', { name, exact: true });

/** The result's exact text: whitespace matters, so no normalising matcher. */
async function expectResult(page: Page, expected: string) {
  await expect.poll(() => result(page).textContent(), { timeout: 15_000 }).toBe(expected);
}

// Every option, variable, error text and JSONPath case is unit-tested (json-query.test.ts); here,
// the page's wiring: jq's WebAssembly from our own assets in a worker, the switches, the errors
// under their fields, JSONPath's paths and count, what is remembered and what is not.
test('queries with jq and JSONPath, shows errors where they belong, and keeps the JSON out of storage', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const wasm: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(request.url());
  });
  await openPage(page, '/json-query', query);

  // Example 1, known before jq loads; then with raw output, from jq in the worker.
  await expect(query(page)).toHaveValue('.users[] | select(.age > 30) | .name');
  await expectResult(page, '"Ada"\n"Grace"');
  await flag(page, 'Raw output (-r)').click();
  await expectResult(page, 'Ada\nGrace');
  // jq's WebAssembly is a hashed asset of this site.
  const origin = new URL(page.url()).origin;
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of wasm) expect(url).toMatch(new RegExp(`^${origin}/assets/jq-[\\w-]+\\.wasm$`));

  // A chip sets the query (CSV also turns raw output on: it stays on here).
  await flag(page, 'Raw output (-r)').click();
  await example(page, '.users[] | [.name, .age] | @csv').click();
  await expect(flag(page, 'Raw output (-r)')).toBeChecked();
  await expectResult(page, '"Ada",36\n"Linus",28\n"Grace",45');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('json-query.txt');

  // Example 4: null input, compact, variables; a bad variable line is named under "Variables".
  await flag(page, 'Raw output (-r)').click();
  await flag(page, 'Null input (-n)').click();
  await flag(page, 'Compact output (-c)').click();
  await variables(page).fill('name=Ada\nn:=3');
  await query(page).fill('{greeting: "Hello, \\($name)!", n: $n}');
  await expectResult(page, '{"greeting":"Hello, Ada!","n":3}');
  await page.getByRole('button', { name: 'Copy to clipboard', exact: true }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{"greeting":"Hello, Ada!","n":3}');
  await variables(page).fill('name=Ada\nn:={');
  await expect(variables(page)).toHaveAccessibleDescription(
    /Variables, line 2: the value after := is not valid JSON\./,
  );
  await expectResult(page, '');
  await variables(page).fill('');
  await flag(page, 'Null input (-n)').click();
  await flag(page, 'Compact output (-c)').click();

  // jq's own error under "Query", word for word; what it printed before the error stays.
  await json(page).fill('[1,0]');
  await query(page).fill('.[] | 10 / .');
  await expect(
    page.getByText(
      'jq: error (at <stdin>:0): number (10) and number (0) cannot be divided because the divisor is zero',
      { exact: true },
    ),
  ).toBeVisible();
  await expectResult(page, '10');
  // What a run that succeeded wrote to standard error.
  await query(page).fill('debug | length');
  await expect(page.getByRole('textbox', { name: 'Messages', exact: true })).toHaveText('["DEBUG:",[1,0]]');
  await expectResult(page, '2');

  // JSONPath keeps its own query: the matches, their paths and count; then jq's query is back.
  await json(page).fill('{"users":[{"name":"Ada","age":36},{"name":"Linus","age":28},{"name":"Grace","age":45}]}');
  await language(page, 'JSONPath').click();
  await expect(query(page)).toHaveValue('$.users[?@.age > 30].name');
  await expect(flag(page, 'Raw output (-r)')).toHaveCount(0);
  await expectResult(page, '[\n  "Ada",\n  "Grace"\n]');
  await expect(paths(page)).toHaveValue("$['users'][0]['name']\n$['users'][2]['name']");
  await expect(page.getByText('2 matches', { exact: true })).toBeVisible();
  await query(page).fill('$.users[?@.age > 30');
  await expect(page.getByText('Invalid JSONPath at column 20: unclosed bracketed selection')).toBeVisible();
  await expectResult(page, '');
  await json(page).fill('{"n":1}\n{"n":2}\n{"n":3}');
  await query(page).fill('$[?@.n > 1].n');
  await expectResult(page, '[\n  2,\n  3\n]');
  await expect(page.getByText('Read 3 JSON lines as an array.', { exact: true })).toBeVisible();
  await expect(page.getByText('2 matches', { exact: true })).toBeVisible();
  await language(page, 'jq').click();
  await expect(query(page)).toHaveValue('debug | length');

  // The language and queries are remembered; the JSON and the variables are not.
  await variables(page).fill('token=s3cret-value');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('json-query:jsonpath-query'))).toBe('$[?@.n > 1].n');
  await expectKeptSecret(page, 's3cret-value');
  await expectKeptSecret(page, '{"n":2}');
  await page.reload();
  await waitUntilInteractive(query(page));
  await expect(query(page)).toHaveValue('debug | length');
  await expect(variables(page)).toHaveValue('');
  await expect(json(page)).toHaveValue(/^\{\n {2}"users": \[/);
});

test('stops a query on Stop or after 5 seconds, then runs the next one; shows the first 1 MB of a long result', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/json-query', query);
  // Stop ends a run at once; a run left alone is stopped after 5 seconds.
  await query(page).fill('last(range(1e12))');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Stopped. Change the query or the JSON to run it again.', { exact: true })).toBeVisible();
  await query(page).fill('last(range(1e13))');
  await expect(page.getByText('The query ran for more than 5 seconds and was stopped.', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expectResult(page, '');

  // 200,000 numbers on one line: about 1.2 MB, off the main thread; Copy takes all of it.
  await pasteLargeText(json(page), '200000');
  await flag(page, 'Compact output (-c)').click();
  await query(page).fill('[range(.)]');
  const full = `[${Array.from({ length: 200_000 }, (_, index) => index).join(',')}]`;
  await expect(
    page.getByText('Showing the first 1 MB of 1.23 MB. Download the result to get all of it.', { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => result(page).evaluate((block) => block.textContent?.length)).toBe(1024 * 1024);
  await page.getByRole('button', { name: 'Copy to clipboard', exact: true }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
});
