import { formatConverter } from '../../../e2e/format-converter';
import {
  expect,
  maxTaskAfterPasteMs,
  pasteLargeText,
  test,
  waitUntilInteractive,
  watchLongTasks,
} from '../../../e2e/test';

const labels = { input: 'Your raw YAML', output: 'Prettified version of your YAML' };

test('prettifies as you type, follows the options, flags bad YAML, remembers the YAML and options; a link sets them', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  const sortKeys = page.getByRole('switch', { name: 'Sort keys', exact: true });
  const keepComments = page.getByRole('switch', { name: 'Keep comments and formatting', exact: true });
  const severalDocuments = page.getByRole('switch', { name: 'Several documents', exact: true });
  await tool.open('/yaml-prettify');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your raw YAML here...');
  await expect(tool.input).toHaveValue('');
  await expect(sortKeys).not.toBeChecked();
  await expect(page.getByLabel('Indent size', { exact: true })).toHaveValue('2');

  // Example 1: block style, values re-emitted, ending with one newline.
  await tool.input.fill('name: it-tools\nversion:   1.0\ntags: [a, b]\nnested: {x: 1, y: [true, null]}\n');
  await tool.expectOutput(
    'name: it-tools\nversion: 1\ntags:\n  - a\n  - b\nnested:\n  x: 1\n  y:\n    - true\n    - null\n',
  );

  // The parser's message with its line, the input kept; several documents on request.
  await tool.input.fill('a: 1\na: 2');
  await expect(tool.error).toHaveText('Provided YAML is not valid. Map keys must be unique at line 2, column 1');
  await expect(tool.input).toHaveValue('a: 1\na: 2');
  await tool.expectOutput('');
  await tool.input.fill('a:   1\n---\nb: [x]');
  await expect(tool.error).toContainText('Provided YAML is not valid.');
  await severalDocuments.click();
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('a: 1\n---\nb:\n  - x\n');
  await severalDocuments.click();

  // Example 2, then comments kept: keys sorted, indent 4.
  await sortKeys.click();
  await page.getByLabel('Indent size', { exact: true }).fill('4');
  await tool.input.fill('b: 1 # bee\na:\n  d: 4\n  c: 3\n\n');
  await tool.expectOutput('a:\n    c: 3\n    d: 4\nb: 1\n');
  await keepComments.click();
  await tool.expectOutput('a:\n    c: 3\n    d: 4\nb: 1 # bee\n');
  await keepComments.click();

  await tool.input.fill('b: 1\na: 2');
  await tool.expectOutput('a: 2\nb: 1\n');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yaml-prettify:raw-yaml'))).toBe('b: 1\na: 2');
  await page.goto('/yaml-prettify');
  await waitUntilInteractive(tool.input);
  await expect(sortKeys).toBeChecked();
  await expect(page.getByLabel('Indent size', { exact: true })).toHaveValue('4');
  await tool.expectOutput('a: 2\nb: 1\n');

  await tool.open(
    `/yaml-prettify#${new URLSearchParams({ rawYaml: 'x: {y: 1}', indentSize: '3', sortKeys: 'false' })}`,
  );
  await tool.expectOutput('x:\n   y: 1\n');
});

test('a 2 MB document is prettified off the main thread: no long task holds the page', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/yaml-prettify');
  const items = Array.from({ length: 40_000 }, (_, id) => `  - {id: ${id}, name: item number ${id}, on: true}\n`);
  const yaml = `items:\n${items.join('')}`;
  expect(yaml.length).toBeGreaterThan(2_000_000);
  // Each item becomes three lines: "  - id: …", "    name: …", "    on: true".
  const expectedLength =
    'items:\n'.length +
    items.reduce((sum, _, id) => sum + `  - id: ${id}\n    name: item number ${id}\n    on: true\n`.length, 0);
  const longTasks = await watchLongTasks(page);
  await pasteLargeText(tool.input, yaml);
  const pasted = await longTasks.now();
  await expect
    .poll(() => tool.output.evaluate((block) => block.textContent?.length), { timeout: 30_000 })
    .toBe(expectedLength);
  const formattedAfter = (await longTasks.now()) - pasted;
  expect(await longTasks.longestSince(pasted)).toBeLessThan(maxTaskAfterPasteMs);
  console.log(`yaml-prettify, ${yaml.length} characters: output after ${Math.round(formattedAfter)} ms`);
});
