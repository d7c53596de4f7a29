import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, pasteLargeText, test } from '../../../e2e/test';

const labels = { input: 'Your TOML', output: 'JSON from your TOML' };

test('converts TOML to indented JSON as you type, dates as written', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/toml-to-json');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your TOML here...');
  await tool.input.fill('name = "it-tools"\nport = 8080\n[server]\nhost = "localhost"');
  await tool.expectOutput('{\n  "name": "it-tools",\n  "port": 8080,\n  "server": {\n    "host": "localhost"\n  }\n}');
  await expect(tool.output.locator('.hljs-attr').first()).toHaveText('"name"');
  await tool.input.fill('dob = 1979-05-27T07:32:00-08:00\nlt = 07:32:00');
  await tool.expectOutput('{\n  "dob": "1979-05-27T07:32:00.000-08:00",\n  "lt": "07:32:00.000"\n}');
});

test('shows the TOML error with line and column under the input and keeps the input', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/toml-to-json');
  await tool.input.fill('a = 1\na = 2');
  await expect(tool.error).toHaveText(
    'Invalid TOML: Invalid TOML document: trying to redefine an already defined table or value (line 2, column 1)',
  );
  await expect(tool.input).toHaveValue('a = 1\na = 2');
  await tool.expectOutput('');
  await expect(tool.downloadButton).toBeDisabled();
  await tool.input.fill('a = ');
  await expect(tool.error).toHaveText('Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)');
  await tool.input.fill(' ');
  await expect(tool.error).toHaveCount(0);
});

test('downloads the JSON as toml-to-json.json', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/toml-to-json');
  await tool.input.fill('[[fruit]]\nname = "apple"\n[[fruit]]\nname = "banana"');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('toml-to-json.json');
  expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toEqual({
    fruit: [{ name: 'apple' }, { name: 'banana' }],
  });
});

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

test('opens a link with the TOML in its fragment', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/toml-to-json#${new URLSearchParams({ toml: 'name = "it-tools"\nport = 8080' })}`);
  await expect(tool.input).toHaveValue('name = "it-tools"\nport = 8080');
  await tool.expectOutput('{\n  "name": "it-tools",\n  "port": 8080\n}');
});
