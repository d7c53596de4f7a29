import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, test } from '../../../e2e/test';

const labels = { input: 'Your TOML', output: 'YAML from your TOML' };

const example =
  '# Example\ntitle = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]\ntemp_targets = { cpu = 79.5, case = 72.0 }';
const expected =
  'title: TOML Example\nowner:\n  name: Tom Preston-Werner\ndatabase:\n  enabled: true\n  ports:\n    - 8000\n    - 8001\n    - 8002\n  temp_targets:\n    cpu: 79.5\n    case: 72\n';

// The YAML of each TOML value and the errors are unit-tested (toml-to-yaml.test.ts); here, the
// page's link, wiring, download and error.
test('opens a link; converts as you type; downloads the YAML; shows the TOML error and keeps the input', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/toml-to-yaml#${new URLSearchParams({ toml: 'dob = 1979-05-27T07:32:00-08:00' })}`);
  await expect(tool.input).toHaveValue('dob = 1979-05-27T07:32:00-08:00');
  await tool.expectOutput('dob: 1979-05-27T07:32:00.000-08:00\n');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your TOML here...');

  await tool.input.fill(example);
  await tool.expectOutput(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('toml-to-yaml.yaml');
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);

  await tool.input.fill('a = ');
  await expect(tool.error).toHaveText('Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)');
  await expect(tool.input).toHaveValue('a = ');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
});
