import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, pasteLargeText, test } from '../../../e2e/test';

const labels = { input: 'Your TOML', output: 'JSON from your TOML' };

// Every conversion and error message is in toml-to-json.test.ts; here, that the page wires them up.
test('opens a link with its TOML, converts as you type, downloads, and shows errors', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/toml-to-json#${new URLSearchParams({ toml: 'name = "it-tools"\nport = 8080' })}`);
  await expect(tool.input).toHaveValue('name = "it-tools"\nport = 8080');
  await tool.expectOutput('{\n  "name": "it-tools",\n  "port": 8080\n}');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your TOML here...');

  // The first spec example, highlighted, and downloaded as toml-to-json.json.
  await tool.input.fill('name = "it-tools"\nport = 8080\n[server]\nhost = "localhost"');
  const expected = '{\n  "name": "it-tools",\n  "port": 8080,\n  "server": {\n    "host": "localhost"\n  }\n}';
  await tool.expectOutput(expected);
  await expect(tool.output.locator('.hljs-attr').first()).toHaveText('"name"');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('toml-to-json.json');
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);

  // The TOML error with line and column under the input, the input kept.
  await tool.input.fill('a = 1\na = 2');
  await expect(tool.error).toHaveText(
    'Invalid TOML: Invalid TOML document: trying to redefine an already defined table or value (line 2, column 1)',
  );
  await expect(tool.input).toHaveValue('a = 1\na = 2');
  await tool.expectOutput('');
  await expect(tool.downloadButton).toBeDisabled();
  await tool.input.fill(' ');
  await expect(tool.error).toHaveCount(0);
});

// A page of its own: with the focus in the text area (as after typing), 5 MB put there holds the page
// for over a minute; the field of a fresh page has no focus.
test('converts a 5 MB document in a worker', async ({ page }) => {
  test.slow();
  const tool = formatConverter(page, labels);
  await tool.open('/toml-to-json');
  const toml = Array.from(
    { length: 110_000 },
    (_, index) => `[[items]]\nid = ${index}\nname = "item number ${index}"\n`,
  ).join('\n');
  expect(toml.length).toBeGreaterThan(5_000_000);
  await pasteLargeText(tool.input, toml);
  await expect(tool.status).toHaveText('Converting…');
  await expect(tool.status).toHaveText('', { timeout: 60_000 });
  await expect.poll(async () => (await tool.output.textContent())?.length ?? 0).toBeGreaterThan(5_000_000);
  expect(await tool.output.textContent()).toContain('"name": "item number 109999"');
});
