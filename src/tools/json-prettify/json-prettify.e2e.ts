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

// Each option's output, JSON5, falsy values and the parser's errors are unit-tested
// (json-prettify.test.ts); here, the page's wiring, clipboard, layout, storage and worker.
test('prettifies, copies, says what is wrong, remembers across a reload, and takes a 2 MB paste off the main thread', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/json-prettify', rawJson);

  // Example 1: the default JSON, keys sorted, indent 3.
  await expect(sortKeys(page)).toBeChecked();
  await expect(indentSize(page)).toHaveValue('3');
  await expect(rawJson(page)).toHaveValue('{"hello": "world", "foo": "bar"}');
  await expect(rawJson(page)).toHaveAttribute('placeholder', 'Paste your raw JSON here...');
  const example1 = '{\n   "foo": "bar",\n   "hello": "world"\n}';
  await expectOutput(page, example1);
  await page.getByRole('button', { name: 'Copy to clipboard', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(example1);

  // The output is at least as tall as the input.
  const inputBox = await rawJson(page).boundingBox();
  const outputBox = await output(page).boundingBox();
  expect(inputBox).not.toBeNull();
  expect(outputBox?.height ?? 0).toBeGreaterThanOrEqual(inputBox?.height ?? Infinity);

  // The error, with its line and column, under the field, which keeps the input.
  await rawJson(page).fill('{"a": 1,, }');
  await expect(rawJson(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(rawJson(page)).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
  await expect(page.getByText(invalidMessage)).toBeVisible();
  await expect(page.getByText("Unexpected character ',' at line 1, column 9")).toBeVisible();
  await expect(rawJson(page)).toHaveValue('{"a": 1,, }');
  await expectOutput(page, '');
  await rawJson(page).fill('   ');
  await expect(page.getByText(invalidMessage)).toHaveCount(0);
  await expectOutput(page, '');

  // Example 2: JSON5 input, keys unsorted, indent 2.
  await sortKeys(page).click();
  await expect(sortKeys(page)).not.toBeChecked();
  await indentSize(page).fill('2');
  await rawJson(page).fill("{name:'Ada', tags:['x','y',], age:36, // comment\n}");
  await expectOutput(
    page,
    ['{', '  "name": "Ada",', '  "tags": [', '    "x",', '    "y"', '  ],', '  "age": 36', '}'].join('\n'),
  );

  // The options and the JSON are remembered across a reload.
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

  // A 2 MB paste is prettified off the main thread: no long task holds the page.
  const items = Array.from({ length: 38_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
  const json = JSON.stringify(items);
  expect(json.length).toBeGreaterThan(2_000_000);
  const longTasks = await watchLongTasks(page);
  await pasteLargeText(rawJson(page), json);
  const pasted = await longTasks.now();
  const expectedLength = JSON.stringify(items, null, 1).length;
  await expect
    .poll(() => output(page).evaluate((block) => block.textContent?.length), { timeout: 30_000 })
    .toBe(expectedLength);
  expect(await longTasks.longestSince(pasted)).toBeLessThan(maxTaskAfterPasteMs);
});
