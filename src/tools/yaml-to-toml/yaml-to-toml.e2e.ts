import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, test } from '../../../e2e/test';

const labels = { input: 'Your YAML', output: 'TOML from your YAML' };

test('converts YAML to TOML as you type, colours, copies and downloads it, shows errors and notices, and opens from a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tool = formatConverter(page, labels);
  await tool.open('/yaml-to-toml');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your YAML here...');
  await tool.input.fill(
    'title: My app\nserver:\n  host: 0.0.0.0\n  port: 8080\n  tls: false\ndatabases:\n  - name: main\n    size: 10\n  - name: cache\n    size: 2',
  );
  const expected =
    'title = "My app"\n\n[server]\nhost = "0.0.0.0"\nport = 8080\ntls = false\n\n[[databases]]\nname = "main"\nsize = 10\n\n[[databases]]\nname = "cache"\nsize = 2\n';
  await tool.expectOutput(expected);
  await expect(tool.output.locator('.hljs-string').first()).toHaveText('"My app"');
  await tool.copyButton.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The YAML error under the input, the input kept, the output blanked.
  await tool.input.fill('a: b: c');
  await expect(tool.error).toHaveText(
    'Invalid YAML: Nested mappings are not allowed in compact mappings at line 1, column 4',
  );
  await expect(tool.input).toHaveValue('a: b: c');
  await tool.expectOutput('');
  await tool.input.fill('- a\n- b');
  await expect(tool.error).toHaveText('The top level must be an object (a mapping) to convert to TOML.');
  await tool.input.fill('list: [1, null]');
  await expect(tool.error).toHaveText('TOML cannot store null values inside arrays.');
  await expect(tool.downloadButton).toBeDisabled();

  // Says when null values were left out, and downloads the TOML as yaml-to-toml.toml.
  await tool.input.fill('name: demo\nmissing: null');
  await tool.expectOutput('name = "demo"\n');
  await expect(tool.error).toHaveCount(0);
  await expect(tool.status).toHaveText('null values were left out (TOML has no null)');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('yaml-to-toml.toml');
  expect(await readFile(await download.path(), 'utf8')).toBe('name = "demo"\n');
  await tool.input.fill('name: demo');
  await expect(tool.status).toHaveText('');

  // A link with the YAML in its fragment. Through a blank page: going to the same page with a
  // fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await tool.open(`/yaml-to-toml#${new URLSearchParams({ yaml: 'a: null\nb: 1' })}`);
  await expect(tool.input).toHaveValue('a: null\nb: 1');
  await tool.expectOutput('b = 1\n');
  await expect(tool.status).toHaveText('null values were left out (TOML has no null)');
});
