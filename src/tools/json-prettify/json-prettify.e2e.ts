import type { Page } from '@playwright/test';
import {
  expect,
  maxTaskAfterPasteMs,
  openPage,
  pasteLargeText,
  test,
  waitUntilInteractive,
  watchLongTasks,
} from '../../../e2e/test';

const invalidMessage = 'Provided JSON is not valid.';

const sortKeys = (page: Page) => page.getByRole('switch', { name: 'Sort keys', exact: true });
const indentSize = (page: Page) => page.getByLabel('Indent size', { exact: true });
const rawJson = (page: Page) => page.getByLabel('Your raw JSON', { exact: true });
const output = (page: Page) => page.getByLabel('Prettified version of your JSON', { exact: true });

/** The output's exact text: whitespace matters here, so no normalising matcher. */
async function expectOutput(page: Page, expected: string) {
  await expect.poll(() => output(page).textContent()).toBe(expected);
}

test.beforeEach(async ({ page }) => {
  await openPage(page, '/json-prettify', rawJson);
});

test('example 1: the default JSON, keys sorted, indent 3', async ({ page }) => {
  await expect(sortKeys(page)).toBeChecked();
  await expect(indentSize(page)).toHaveValue('3');
  await expect(rawJson(page)).toHaveValue('{"hello": "world", "foo": "bar"}');
  await expect(rawJson(page)).toHaveAttribute('placeholder', 'Paste your raw JSON here...');
  await expectOutput(page, '{\n   "foo": "bar",\n   "hello": "world"\n}');
});

test('example 2: JSON5 input, keys unsorted, indent 2', async ({ page }) => {
  await sortKeys(page).click();
  await expect(sortKeys(page)).not.toBeChecked();
  await indentSize(page).fill('2');
  await rawJson(page).fill("{name:'Ada', tags:['x','y',], age:36, // comment\n}");
  await expectOutput(
    page,
    ['{', '  "name": "Ada",', '  "tags": [', '    "x",', '    "y"', '  ],', '  "age": 36', '}'].join('\n'),
  );
});

test('example 3: indent 0 gives one compact line', async ({ page }) => {
  await indentSize(page).fill('0');
  await rawJson(page).fill('{"b":1,"a":[1,2]}');
  await expectOutput(page, '{"a":[1,2],"b":1}');
});

test('accepts falsy JSON values', async ({ page }) => {
  for (const value of ['null', 'false', '0', '""']) {
    await rawJson(page).fill(value);
    await expectOutput(page, value);
    await expect(page.getByText(invalidMessage)).toHaveCount(0);
  }
});

test('shows the error with line and column under the field, keeping the input', async ({ page }) => {
  await rawJson(page).fill('{"a": 1,, }');
  await expect(rawJson(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(rawJson(page)).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText("Line 1, column 9: invalid character ','")).toBeVisible();
  await expect(rawJson(page)).toHaveValue('{"a": 1,, }');
  await expectOutput(page, '');

  await rawJson(page).fill('   ');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expectOutput(page, '');
});

test('copies the prettified JSON', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await expectOutput(page, '{\n   "foo": "bar",\n   "hello": "world"\n}');
  await page.getByRole('button', { name: 'Copy to clipboard', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n   "foo": "bar",\n   "hello": "world"\n}');
});

test('the output is at least as tall as the input', async ({ page }) => {
  const inputBox = await rawJson(page).boundingBox();
  const outputBox = await output(page).boundingBox();
  expect(inputBox).not.toBeNull();
  expect(outputBox?.height ?? 0).toBeGreaterThanOrEqual(inputBox?.height ?? Infinity);
});

test('remembers the options and the JSON across a reload', async ({ page }) => {
  await sortKeys(page).click();
  await indentSize(page).fill('1');
  await rawJson(page).fill('{"b": 1, "a": 2}');
  await expectOutput(page, '{\n "b": 1,\n "a": 2\n}');
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('json-prettify:sort-keys'),
        localStorage.getItem('json-prettify:indent-size'),
        localStorage.getItem('json-prettify:raw-json'),
      ]),
    )
    .toEqual(['false', '1', '{"b": 1, "a": 2}']);

  await page.reload();
  await waitUntilInteractive(rawJson(page));
  await expect(sortKeys(page)).not.toBeChecked();
  await expect(indentSize(page)).toHaveValue('1');
  await expect(rawJson(page)).toHaveValue('{"b": 1, "a": 2}');
  await expectOutput(page, '{\n "b": 1,\n "a": 2\n}');
});

test('formats a large document', async ({ page }) => {
  const items = Array.from({ length: 5_000 }, (_, id) => ({ name: `item ${id}`, id }));
  await indentSize(page).fill('0');
  await rawJson(page).fill(JSON.stringify(items));
  await expect
    .poll(async () => (await output(page).textContent())?.endsWith('{"id":4999,"name":"item 4999"}]'))
    .toBe(true);
});

test('a 2 MB paste is prettified off the main thread: no long task holds the page', async ({ page }) => {
  const items = Array.from({ length: 38_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
  const json = JSON.stringify(items);
  expect(json.length).toBeGreaterThan(2_000_000);
  const longTasks = await watchLongTasks(page);
  await pasteLargeText(rawJson(page), json);
  const pasted = await longTasks.now();
  const expectedLength = JSON.stringify(items, null, 3).length;
  await expect
    .poll(() => output(page).evaluate((block) => block.textContent?.length), { timeout: 30_000 })
    .toBe(expectedLength);
  expect(await longTasks.longestSince(pasted)).toBeLessThan(maxTaskAfterPasteMs);
});
