import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, maxTaskAfterPasteMs, test, timePaste } from '../../../e2e/test';

const labels = { input: 'Your raw JSON', output: 'Minified version of your JSON' };

test('minifies as you type, showing the saving; copies and downloads; shows the error for bad JSON; opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tool = formatConverter(page, labels);
  await tool.open('/json-minify');
  // Example 1: minifies the default JSON and shows the saving.
  await expect(tool.input).toHaveValue('{\n\t"hello": [\n\t\t"world"\n\t]\n}');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your raw JSON here...');
  await tool.expectOutput('{"hello":["world"]}');
  await expect(tool.status).toHaveText('28 B → 19 B, −32 %');

  await tool.copyButton.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{"hello":["world"]}');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .json', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('json-minify.json');
  expect(await readFile(await download.path(), 'utf8')).toBe('{"hello":["world"]}');

  // Example 2: accepts JSON5.
  await tool.input.fill("// comment\n{ unquoted: 'single', trailing: [1,2,], }");
  await tool.expectOutput('{"unquoted":"single","trailing":[1,2]}');

  // The error under the input, the input kept and the output blanked.
  await tool.input.fill('{"a": }');
  await expect(tool.error).toHaveText('Provided JSON is not valid.');
  await expect(tool.input).toHaveValue('{"a": }');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
  await tool.input.fill('null');
  await tool.expectOutput('null');
  await expect(tool.error).toHaveCount(0);
  await tool.input.fill('  ');
  await tool.expectOutput('');
  await expect(tool.error).toHaveCount(0);

  // A link with the JSON in its fragment. Through a blank page: going to the same page with a
  // fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await tool.open(`/json-minify#${new URLSearchParams({ json: '[ 1, { "a" : true } ]' })}`);
  await expect(tool.input).toHaveValue('[ 1, { "a" : true } ]');
  await tool.expectOutput('[1,{"a":true}]');
});

test('a 2 MB document is minified without holding the page (figures: bench/heavy-input.js)', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-minify');
  const items = Array.from({ length: 26_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
  // Indented, but on one line: laying out 100,000 lines in the text area is the paste's own cost.
  const json = JSON.stringify(items, null, 2).replaceAll('\n', ' ');
  expect(json.length).toBeGreaterThan(2_000_000);
  const minified = JSON.stringify(items);
  const timings = await timePaste(tool.input, json, tool.output, minified.length);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(timings) });
  expect(timings.longestTask).toBeLessThan(maxTaskAfterPasteMs);
});
