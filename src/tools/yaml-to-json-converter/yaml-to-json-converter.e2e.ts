import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, maxTaskAfterPasteMs, pasteLargeText, test, watchLongTasks } from '../../../e2e/test';

const labels = { input: 'Your YAML', output: 'JSON from your YAML' };

test('a link sets the YAML; typing converts to coloured JSON, which copies and downloads; errors show under the input', async ({
  page,
  context,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/yaml-to-json-converter#${new URLSearchParams({ yaml: 'version: 1.10' })}`);
  await expect(tool.input).toHaveValue('version: 1.10');
  await tool.expectOutput('{\n  "version": 1.1\n}');

  await tool.open('/yaml-to-json-converter');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your YAML here...');
  await tool.input.fill('name: it-tools\nversion: 1.10\ntags: [dev, tools]\nactive: yes');
  const expected =
    '{\n  "name": "it-tools",\n  "version": 1.1,\n  "tags": [\n    "dev",\n    "tools"\n  ],\n  "active": "yes"\n}';
  await tool.expectOutput(expected);
  await expect(tool.output.locator('.hljs-attr').first()).toHaveText('"name"');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await tool.copyButton.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await tool.input.fill('base: &b\n  port: 5432\nprod:\n  <<: *b\n  host: db');
  await expect(tool.output).toContainText('"host": "db"');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('yaml-to-json-converter.json');
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  expect(saved).toEqual({ base: { port: 5432 }, prod: { port: 5432, host: 'db' } });

  await tool.input.fill('a: b: c');
  await expect(tool.error).toHaveText(
    'Invalid YAML: Nested mappings are not allowed in compact mappings at line 1, column 4',
  );
  await expect(tool.input).toHaveValue('a: b: c');
  await tool.expectOutput('');
  await expect(tool.downloadButton).toBeDisabled();
  await tool.input.fill('   ');
  await expect(tool.error).toHaveCount(0);
});

test('converts a 5 MB document in a worker without blocking typing', async ({ page }) => {
  test.slow();
  const tool = formatConverter(page, labels);
  await tool.open('/yaml-to-json-converter');
  const items = Array.from({ length: 120_000 }, (_, index) => `- id: ${index}\n  name: item number ${index}\n`);
  const yaml = `items:\n${items.join('').replace(/^/gm, '  ')}`;
  expect(yaml.length).toBeGreaterThan(5_000_000);
  const longTasks = await watchLongTasks(page);
  // Pasting is one input event; what counts is that converting does not hold the page after it.
  await pasteLargeText(tool.input, yaml);
  const pasted = await longTasks.now();
  await expect(tool.status).toHaveText('Converting…');
  await expect(tool.status).toHaveText('', { timeout: 60_000 });
  await expect(tool.downloadButton).toBeEnabled();
  const longest = await longTasks.longestSince(pasted);
  // Reading 7 MB of output back is the test's own work on the page's thread: after the measure.
  const output = (await tool.output.textContent()) ?? '';
  expect(output.length).toBeGreaterThan(5_000_000);
  expect(output).toContain('"name": "item number 119999"');
  expect(longest).toBeLessThan(maxTaskAfterPasteMs);
});
