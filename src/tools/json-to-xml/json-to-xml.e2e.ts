import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test } from '../../../e2e/test';

const labels = { input: 'Your JSON content', output: 'Converted XML' };
const declared = '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"doc":{"p":"x"}}';

test('converts the default and typed JSON to XML with the chosen indentation', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-xml');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your JSON content here...');
  await expect(tool.input).toHaveValue('{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}');
  await tool.expectOutput('<a x="1.234" y="It\'s"/>');
  await expect(page.getByRole('combobox', { name: 'Indentation', exact: true })).toHaveText('2 spaces');

  await tool.input.fill(declared);
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n  <p>x</p>\n</doc>');
  await chooseOption(page, 'Indentation', 'None (single line)');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>');
  await chooseOption(page, 'Indentation', '4 spaces');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n    <p>x</p>\n</doc>');

  await tool.input.fill('{"a":{"_attributes":{"q":"say \\"hi\\" & bye"}}}');
  await tool.expectOutput('<a q="say &quot;hi&quot; &amp; bye"/>');
});

test('notes that several root elements make a fragment', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-xml');
  await tool.input.fill('{"a":1,"b":2}');
  await tool.expectOutput('<a>1</a>\n<b>2</b>');
  await expect(tool.status).toHaveText('More than one root element: the result is an XML fragment, not a document.');
  await tool.input.fill('{"a":[]}');
  await expect(tool.status).toHaveText('');
});

test('shows why the JSON cannot become XML under the input and keeps the input', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-xml');
  await tool.input.fill('[1,2]');
  await expect(tool.error).toHaveText('The top level must be an object (its keys become the XML elements).');
  await expect(tool.input).toHaveValue('[1,2]');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();

  await tool.input.fill('{"a":{"b c":1}}');
  await expect(tool.error).toHaveText('Cannot convert to XML: "b c" is not a valid element name.');
  await tool.input.fill('{"a": }');
  await expect(tool.error).toHaveText("Invalid JSON: JSON5: invalid character '}' at 1:7");
  await tool.input.fill('{"a": "ok"}');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('<a>ok</a>');
});

test('downloads the XML as json-to-xml.xml', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/json-to-xml');
  await tool.input.fill('{"note":{"_attributes":{"lang":"en"},"_text":"Hi"}}');
  await tool.expectOutput('<note lang="en">Hi</note>');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('json-to-xml.xml');
  expect(await readFile(await download.path(), 'utf8')).toBe('<note lang="en">Hi</note>');
});

test('opens a link with the JSON and indentation in its fragment; a new visit starts afresh', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open(`/json-to-xml#${new URLSearchParams({ json: declared, indentation: 'none' })}`);
  await expect(tool.input).toHaveValue(declared);
  await expect(page.getByRole('combobox', { name: 'Indentation', exact: true })).toHaveText('None (single line)');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>');

  // Nothing is remembered (the spec persists nothing): the plain address shows the defaults.
  await tool.open('/json-to-xml');
  await expect(page.getByRole('combobox', { name: 'Indentation', exact: true })).toHaveText('2 spaces');
  await tool.expectOutput('<a x="1.234" y="It\'s"/>');
});
