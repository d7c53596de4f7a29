import { formatConverter } from '../../../e2e/format-converter';
import { expect, test } from '../../../e2e/test';

const labels = { input: 'Your JSON', output: 'YAML from your JSON' };

test('a link sets the JSON; typing converts to block YAML, errors show under the input, the YAML downloads', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-yaml-converter#${new URLSearchParams({ json: '[1, "two", {"three": 3}]' })}`);
  await expect(tool.input).toHaveValue('[1, "two", {"three": 3}]');
  await tool.expectOutput('- 1\n- two\n- three: 3\n');

  // JSON5 input and the other spec examples are checked by the unit tests.
  await tool.open('/json-to-yaml-converter');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your JSON here...');
  await tool.input.fill('{"name":"it-tools","tags":["dev","tools"],"nested":{"a":1,"b":null},"ok":true}');
  await tool.expectOutput('name: it-tools\ntags:\n  - dev\n  - tools\nnested:\n  a: 1\n  b: null\nok: true\n');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('json-to-yaml-converter.yaml');

  await tool.input.fill('{"a": }');
  await expect(tool.error).toHaveText("Invalid JSON: JSON5: invalid character '}' at 1:7");
  await expect(tool.input).toHaveValue('{"a": }');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
});
