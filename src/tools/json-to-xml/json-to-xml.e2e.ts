import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test } from '../../../e2e/test';

const labels = { input: 'Your JSON content', output: 'Converted XML' };
const declared = '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"doc":{"p":"x"}}';

// Each conversion, escaping and error is unit-tested (json-to-xml.test.ts); here, the page's
// wiring, notices, errors, download and link.
test('opens a link; indentation, the fragment notice, errors, a download; a new visit starts afresh', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  const indentation = page.getByRole('combobox', { name: 'Indentation', exact: true });

  // A link with the JSON and indentation in its fragment.
  await tool.open(`/json-to-xml#${new URLSearchParams({ json: declared, indentation: 'none' })}`);
  await expect(tool.input).toHaveValue(declared);
  await expect(indentation).toHaveText('None (single line)');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>');
  await chooseOption(page, 'Indentation', '2 spaces');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n  <p>x</p>\n</doc>');
  await chooseOption(page, 'Indentation', '4 spaces');
  await tool.expectOutput('<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n    <p>x</p>\n</doc>');

  // Several root elements make a fragment, and the page says so.
  await tool.input.fill('{"a":1,"b":2}');
  await tool.expectOutput('<a>1</a>\n<b>2</b>');
  await expect(tool.status).toHaveText('More than one root element: the result is an XML fragment, not a document.');
  await tool.input.fill('{"a":[]}');
  await expect(tool.status).toHaveText('');

  // Why the JSON cannot become XML, under the input, which keeps it.
  await tool.input.fill('[1,2]');
  await expect(tool.error).toHaveText('The top level must be an object (its keys become the XML elements).');
  await expect(tool.input).toHaveValue('[1,2]');
  await tool.expectOutput('');
  await expect(tool.copyButton).toBeDisabled();
  await tool.input.fill('{"a": "ok"}');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('<a>ok</a>');

  // The XML downloads as json-to-xml.xml.
  await tool.input.fill('{"note":{"_attributes":{"lang":"en"},"_text":"Hi"}}');
  await tool.expectOutput('<note lang="en">Hi</note>');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('json-to-xml.xml');
  expect(await readFile(await download.path(), 'utf8')).toBe('<note lang="en">Hi</note>');

  // Nothing is remembered (the spec persists nothing): the plain address shows the defaults.
  await tool.open('/json-to-xml');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your JSON content here...');
  await expect(tool.input).toHaveValue('{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}');
  await tool.expectOutput('<a x="1.234" y="It\'s"/>');
  await expect(indentation).toHaveText('2 spaces');
});
