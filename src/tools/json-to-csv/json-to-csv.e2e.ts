import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, maxTaskAfterPasteMs, scrollUntilShown, test, timePaste } from '../../../e2e/test';

const labels = { input: 'Your raw JSON', output: 'CSV version of your JSON' };
const nested = '[{"id":1,"user":{"name":"Ann","address":{"city":"Paris"}},"tags":["a","b"]}]';

test('converts as you type with each option, shows the error for bad JSON, downloads the CSV, and opens from a link', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-csv');
  // Example 1: a JSON5 array of objects becomes CSV and a preview table.
  await expect(tool.input).toHaveValue('');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your raw JSON here...');
  await expect(page.getByRole('combobox', { name: 'Delimiter', exact: true })).toHaveText('Comma');
  await expect(page.getByRole('switch', { name: 'Flatten nested objects', exact: true })).toBeChecked();
  await tool.input.fill(
    "[\n  {name: 'Ada', age: 36.0, city: 'London'},\n  {name: 'Linus', age: 54, city: 'Portland'},\n]",
  );
  await tool.expectOutput('name,age,city\nAda,36,London\nLinus,54,Portland');
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('columnheader')).toHaveText(['name', 'age', 'city']);
  await expect(preview.getByRole('row').last()).toHaveText('Linus54Portland');

  // Example 3: nested objects flattened or kept as JSON; then the delimiter.
  await tool.input.fill(nested);
  await tool.expectOutput('id,user.name,user.address.city,tags\n1,Ann,Paris,"[""a"",""b""]"');
  await page.getByRole('switch', { name: 'Flatten nested objects', exact: true }).click();
  await tool.expectOutput('id,user,tags\n1,"{""name"":""Ann"",""address"":{""city"":""Paris""}}","[""a"",""b""]"');
  await chooseOption(page, 'Delimiter', 'Semicolon');
  await tool.input.fill('[{"a":1,"b":"x;y"},{"a":3,"c":4}]');
  await tool.expectOutput('a;b;c\n1;"x;y";\n3;;4');

  // The error under the input, the input kept and the output blanked.
  await tool.input.fill('[{"a": 1},');
  await expect(tool.error).toHaveText('Provided JSON is not valid.');
  await expect(tool.input).toHaveValue('[{"a": 1},');
  await tool.expectOutput('');
  await expect(page.getByRole('table')).toHaveCount(0);
  await tool.input.fill('   ');
  await expect(tool.error).toHaveCount(0);

  // Downloads the CSV, with a byte order mark when asked.
  await chooseOption(page, 'Delimiter', 'Comma');
  await tool.input.fill('{"café": "crème"}');
  await tool.expectOutput('café\ncrème');
  const download = page.getByRole('button', { name: 'Download .csv', exact: true });
  const save = async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('json-to-csv.csv');
    return readFile(await file.path());
  };
  expect((await save()).toString('utf8')).toBe('café\ncrème');
  await page.getByRole('switch', { name: 'Add a BOM to the download (for Excel)', exact: true }).click();
  const withMark = await save();
  expect([...withMark.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(withMark.subarray(3).toString('utf8')).toBe('café\ncrème');

  // A link with the JSON and options in its fragment. Through a blank page: going to the same page
  // with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await tool.open(`/json-to-csv#${new URLSearchParams({ json: nested, delimiter: 'tab', flatten: 'false' })}`);
  await expect(tool.input).toHaveValue(nested);
  await expect(page.getByRole('combobox', { name: 'Delimiter', exact: true })).toHaveText('Tab');
  await tool.expectOutput('id\tuser\ttags\n1\t"{""name"":""Ann"",""address"":{""city"":""Paris""}}"\t"[""a"",""b""]"');
});

test('a 2 MB document is converted without holding the page (figures: bench/heavy-input.js)', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-csv');
  const items = Array.from({ length: 26_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
  // Indented, but on one line: laying out 100,000 lines in the text area is the paste's own cost.
  const json = JSON.stringify(items, null, 2).replaceAll('\n', ' ');
  expect(json.length).toBeGreaterThan(2_000_000);
  const csv = ['active,id,name', ...items.map((item) => `${item.active},${item.id},${item.name}`)].join('\n');
  const timings = await timePaste(tool.input, json, tool.output, csv.length);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(timings) });
  expect(timings.longestTask).toBeLessThan(maxTaskAfterPasteMs);
  // The preview draws its rows in batches as the reader scrolls: the header and all 100 rows, then no "more" row.
  const rows = page.getByRole('table', { name: /^Preview \(the first 100 rows/ }).getByRole('row');
  await scrollUntilShown(page, rows, 101);
  await expect(rows).toHaveCount(101);
});
