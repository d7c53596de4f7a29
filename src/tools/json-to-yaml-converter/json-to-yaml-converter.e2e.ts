import { formatConverter } from '../../../e2e/format-converter';
import { expect, test } from '../../../e2e/test';

const labels = { input: 'Your JSON', output: 'YAML from your JSON' };

test('converts JSON (JSON5 allowed) to block YAML as you type', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-yaml-converter');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your JSON here...');
  await tool.input.fill('{"name":"it-tools","tags":["dev","tools"],"nested":{"a":1,"b":null},"ok":true}');
  await tool.expectOutput('name: it-tools\ntags:\n  - dev\n  - tools\nnested:\n  a: 1\n  b: null\nok: true\n');
  await tool.input.fill("{ m: 'line1\\nline2', s: 'yes', // comment\n}");
  await tool.expectOutput('m: |-\n  line1\n  line2\ns: yes\n');
});

test('shows the JSON error under the input and keeps the input', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-yaml-converter');
  await tool.input.fill('{"a": }');
  await expect(tool.error).toHaveText("Invalid JSON: JSON5: invalid character '}' at 1:7");
  await expect(tool.input).toHaveValue('{"a": }');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
});

test('downloads the YAML as json-to-yaml-converter.yaml', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-yaml-converter');
  await tool.input.fill('[1, "two", {"three": 3}]');
  await tool.expectOutput('- 1\n- two\n- three: 3\n');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('json-to-yaml-converter.yaml');
});

test('opens a link with the JSON in its fragment', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-yaml-converter#${new URLSearchParams({ json: '[1, "two", {"three": 3}]' })}`);
  await expect(tool.input).toHaveValue('[1, "two", {"three": 3}]');
  await tool.expectOutput('- 1\n- two\n- three: 3\n');
});
