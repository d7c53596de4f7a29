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

// The layouts, minifying and each parser error are unit-tested (xml-formatter.test.ts); here, the
// page's wiring, errors, storage, link and worker.
test('formats as the options say, says what is wrong, remembers the options, opens a link, takes 2 MB off the main thread', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  const collapse = page.getByRole('switch', { name: 'Collapse content', exact: true });
  const minify = page.getByRole('switch', { name: 'Minify XML', exact: true });
  const indentSize = page.getByLabel('Indent size', { exact: true });
  await tool.open('/xml-formatter');

  // Example 1: the default XML, content collapsed, indent 2.
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your XML here...');
  await expect(tool.input).toHaveValue('<hello><world>foo</world><world>bar</world></hello>');
  await expect(collapse).toBeChecked();
  await expect(indentSize).toHaveValue('2');
  await tool.expectOutput(example1);

  // Example 2 and minify: content not collapsed, indent 4; then one line.
  await collapse.click();
  await indentSize.fill('4');
  await tool.expectOutput(
    '<hello>\n    <world>\n        foo\n    </world>\n    <world>\n        bar\n    </world>\n</hello>',
  );
  await minify.click();
  await tool.expectOutput('<hello><world>foo</world><world>bar</world></hello>');
  await minify.click();
  await collapse.click();

  // Where XML is not well formed, said under the field, which keeps the input.
  await tool.input.fill('<a>\n  <b></a>');
  await expect(tool.error).toHaveText(
    'Provided XML is not valid. Line 2, column 6: closing tag </a> does not match <b>',
  );
  await expect(tool.input).toHaveValue('<a>\n  <b></a>');
  await tool.expectOutput('');
  await tool.input.fill('  ');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('');

  // The options, not the XML, are remembered across a reload; a link sets them all.
  await indentSize.fill('0');
  await tool.input.fill('<r><a>x</a></r>');
  await tool.expectOutput('<r>\n<a>x</a>\n</r>');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('xml-formatter:indent-size'))).toBe('0');
  await page.goto('/xml-formatter');
  await waitUntilInteractive(tool.input);
  await expect(indentSize).toHaveValue('0');
  await expect(tool.input).toHaveValue('<hello><world>foo</world><world>bar</world></hello>');
  await tool.open(`/xml-formatter#${new URLSearchParams({ xml: '<r><a>x</a></r>', indentSize: '3' })}`);
  await tool.expectOutput('<r>\n   <a>x</a>\n</r>');

  // A 2 MB document is formatted off the main thread: no long task holds the page.
  await indentSize.fill('2');
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
