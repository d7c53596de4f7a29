import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, test } from '../../../e2e/test';

const labels = { input: 'Your JSON', output: 'TOML from your JSON' };

test('a link sets the JSON, nulls left out with a notice; typing converts, errors show, the TOML downloads', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-toml#${new URLSearchParams({ json: '{"a":null,"b":1}' })}`);
  await expect(tool.input).toHaveValue('{"a":null,"b":1}');
  await tool.expectOutput('b = 1\n');
  await expect(tool.status).toHaveText('null values were left out (TOML has no null)');

  // JSON5 input and the other value types are checked by the unit tests.
  await tool.open('/json-to-toml');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your JSON here...');
  await tool.input.fill(
    '{"name":"demo","version":"1.0.0","owner":{"name":"Tom","dob":"1979-05-27"},"ratio":0.5,"ints":[1,2,3],"mixed":{"a":{"b":{"c":true}}}}',
  );
  await tool.expectOutput(
    'name = "demo"\nversion = "1.0.0"\nratio = 0.5\nints = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"\ndob = "1979-05-27"\n\n[mixed.a.b]\nc = true\n',
  );
  await expect(tool.status).toHaveText('');

  await tool.input.fill('{"a": }');
  await expect(tool.error).toHaveText("Invalid JSON: JSON5: invalid character '}' at 1:7");
  await expect(tool.input).toHaveValue('{"a": }');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
  await tool.input.fill('[1, 2]');
  await expect(tool.error).toHaveText('The top level must be an object (a mapping) to convert to TOML.');

  await tool.input.fill('{"items":[{"id":1},{"id":2}]}');
  const expected = '[[items]]\nid = 1\n\n[[items]]\nid = 2\n';
  await tool.expectOutput(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('json-to-toml.toml');
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);
});
