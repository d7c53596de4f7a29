import { readFile } from 'node:fs/promises';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, pasteLargeText, test } from '../../../e2e/test';

const labels = { input: 'Your XML content', output: 'Converted JSON' };

// Every mapping and error message is in xml-to-json.test.ts; here, that the page wires them up.
test('opens a link with its XML, converts the default and typed XML, copies, downloads, shows errors, uses a worker', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tool = formatConverter(page, labels);
  await tool.open(`/xml-to-json#${new URLSearchParams({ xml: '<a><b>x</b></a>' })}`);
  await expect(tool.input).toHaveValue('<a><b>x</b></a>');
  await tool.expectOutput('{\n  "a": {\n    "b": {\n      "_text": "x"\n    }\n  }\n}');

  // Nothing is remembered: the plain address converts the default XML.
  await tool.open('/xml-to-json');
  await expect(tool.input).toHaveAttribute('placeholder', 'Paste your XML content here...');
  await expect(tool.input).toHaveValue('<a x="1.234" y="It\'s"/>');
  await tool.expectOutput('{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}');

  await tool.input.fill(
    '<?xml version="1.0" encoding="UTF-8"?>\n<note importance="high">\n  <to>Tove</to>\n  <body>Hello &amp; bye</body>\n</note>',
  );
  const expected = [
    '{',
    '  "_declaration": {',
    '    "_attributes": {',
    '      "version": "1.0",',
    '      "encoding": "UTF-8"',
    '    }',
    '  },',
    '  "note": {',
    '    "_attributes": {',
    '      "importance": "high"',
    '    },',
    '    "to": {',
    '      "_text": "Tove"',
    '    },',
    '    "body": {',
    '      "_text": "Hello & bye"',
    '    }',
    '  }',
    '}',
  ].join('\n');
  await tool.expectOutput(expected);
  await tool.copyButton.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('xml-to-json.json');
  expect(await readFile(await download.path(), 'utf8')).toBe(expected);

  // Malformed XML: the reason and position under the input, the input kept, no output.
  await tool.input.fill('<a><b></a>');
  await expect(tool.error).toHaveText(
    "Invalid XML: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)",
  );
  await expect(tool.input).toHaveValue('<a><b></a>');
  await tool.expectOutput('');
  await expect(tool.downloadButton).toBeDisabled();
  await tool.input.fill('  ');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('');

  // A large document is converted in a worker.
  const items = Array.from({ length: 10_000 }, (_, index) => `<item id="${index}">value ${index}</item>`);
  const xml = `<items>${items.join('\n')}</items>`;
  expect(xml.length).toBeGreaterThan(100_000);
  await pasteLargeText(tool.input, xml);
  await expect(tool.status).toHaveText('Converting…');
  await expect(tool.status).toHaveText('', { timeout: 20_000 });
  expect(await tool.output.textContent()).toContain('"_text": "value 9999"');
});
