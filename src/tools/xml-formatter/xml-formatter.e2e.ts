import { formatConverter } from '../../../e2e/format-converter';
import {
  expect,
  maxTaskAfterPasteMs,
  pasteLargeText,
  test,
  waitUntilInteractive,
  watchLongTasks,
} from '../../../e2e/test';

const labels = { input: 'Your XML', output: 'Formatted XML from your XML' };
const example1 = '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>';

test('example 1: the default XML, content collapsed, indent 2', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/xml-formatter');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your XML here...');
  await expect(tool.input).toHaveValue('<hello><world>foo</world><world>bar</world></hello>');
  await expect(page.getByRole('switch', { name: 'Collapse content', exact: true })).toBeChecked();
  await expect(page.getByLabel('Indent size', { exact: true })).toHaveValue('2');
  await tool.expectOutput(example1);
});

test('example 2 and minify: content not collapsed, indent 4; then one line', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/xml-formatter');
  await page.getByRole('switch', { name: 'Collapse content', exact: true }).click();
  await page.getByLabel('Indent size', { exact: true }).fill('4');
  await tool.expectOutput(
    '<hello>\n    <world>\n        foo\n    </world>\n    <world>\n        bar\n    </world>\n</hello>',
  );
  await page.getByRole('switch', { name: 'Minify XML', exact: true }).click();
  await tool.expectOutput('<hello><world>foo</world><world>bar</world></hello>');
});

test('says where XML is not well formed, keeping the input', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/xml-formatter');
  await tool.input.fill('<a>\n  <b></a>');
  await expect(tool.error).toHaveText(
    'Provided XML is not valid. Line 2, column 6: closing tag </a> does not match <b>',
  );
  await expect(tool.input).toHaveValue('<a>\n  <b></a>');
  await tool.expectOutput('');
  await tool.input.fill('just text');
  await expect(tool.error).toContainText('Provided XML is not valid.');
  await tool.input.fill('  ');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('');
});

test('remembers the options, not the XML, across a reload; a link sets them all', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/xml-formatter');
  await page.getByLabel('Indent size', { exact: true }).fill('0');
  await tool.input.fill('<r><a>x</a></r>');
  await tool.expectOutput('<r>\n<a>x</a>\n</r>');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('xml-formatter:indent-size'))).toBe('0');
  await page.goto('/xml-formatter');
  await waitUntilInteractive(tool.input);
  await expect(page.getByLabel('Indent size', { exact: true })).toHaveValue('0');
  await expect(tool.input).toHaveValue('<hello><world>foo</world><world>bar</world></hello>');

  await tool.open(`/xml-formatter#${new URLSearchParams({ xml: '<r><a>x</a></r>', indentSize: '3' })}`);
  await tool.expectOutput('<r>\n   <a>x</a>\n</r>');
});

test('a 2 MB document is formatted off the main thread: no long task holds the page', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/xml-formatter');
  const items = Array.from(
    { length: 23_000 },
    (_, id) => `<item id="${id}"><name>item number ${id}</name><tags><tag>a</tag><tag>b</tag></tags></item>`,
  );
  const xml = `<items>${items.join('')}</items>`;
  expect(xml.length).toBeGreaterThan(2_000_000);
  // Per item, a line break and indentation before each of its 7 lines; one more before </items>.
  const expectedLength = xml.length + 23_000 * (3 + 5 + 5 + 7 + 7 + 5 + 3) + 1;
  const longTasks = await watchLongTasks(page);
  await pasteLargeText(tool.input, xml);
  const pasted = await longTasks.now();
  await expect
    .poll(() => tool.output.evaluate((block) => block.textContent?.length), { timeout: 30_000 })
    .toBe(expectedLength);
  const formattedAfter = (await longTasks.now()) - pasted;
  expect(await longTasks.longestSince(pasted)).toBeLessThan(maxTaskAfterPasteMs);
  console.log(`xml-formatter, ${xml.length} characters: output after ${Math.round(formattedAfter)} ms`);
});
