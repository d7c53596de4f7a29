import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatConverter } from '../../../e2e/format-converter';
import { expect, pasteLargeText, test } from '../../../e2e/test';

const labels = { input: 'Your Markdown to convert', output: 'Output HTML' };

function markdownTool(page: Page) {
  const tool = formatConverter(page, labels);
  return {
    ...tool,
    preview: page.getByRole('region', { name: 'Preview', exact: true }),
    printButton: page.getByRole('button', { name: 'Print as PDF' }),
    switchOf: (label: string) => page.getByRole('switch', { name: label, exact: true }),
  };
}

// Every conversion and switch, the sanitiser and the downloaded page are in the unit tests; here,
// that the page wires them up and keeps the preview, print view and links safe.
test('converts as you type: preview, copy, download, the switches, raw HTML kept safe, and printing', async ({
  page,
  context,
}) => {
  // One visit for what took five: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Every frame's print() is replaced, so no dialog opens; the call is counted on the top window.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: string[] };
      top.__printed = [...(top.__printed ?? []), document.title];
    };
  });
  const tool = markdownTool(page);
  await tool.open('/markdown-to-html');
  await expect(tool.input).toBeFocused();
  await expect(tool.preview).toContainText('The preview of your Markdown will be here.');
  await expect(tool.printButton).toBeDisabled();
  await expect(tool.downloadButton).toBeDisabled();

  await tool.input.pressSequentially('# Hello');
  await tool.expectOutput('<h1>Hello</h1>\n');
  await tool.input.fill('# Notes\n\n**bold** and _it_\n\n- a\n- b\n\n| k | v |\n| - | - |\n| x | ~~y~~ |');
  const expected =
    '<h1>Notes</h1>\n<p><strong>bold</strong> and <em>it</em></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n' +
    '<table>\n<thead>\n<tr>\n<th>k</th>\n<th>v</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>x</td>\n<td><s>y</s></td>\n</tr>\n</tbody>\n</table>\n';
  await tool.expectOutput(expected);
  await expect(tool.output.locator('.hljs-name').first()).toHaveText('h1');

  await expect(tool.preview.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(tool.preview.locator('strong')).toHaveText('bold');
  await expect(tool.preview.locator('em')).toHaveText('it');
  await expect(tool.preview.getByRole('listitem')).toHaveText(['a', 'b']);
  await expect(tool.preview.getByRole('cell', { name: 'y' }).locator('s')).toHaveText('y');

  await tool.copyButton.click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The download is a complete page, titled by the first heading.
  await expect(tool.downloadButton).toHaveText('Download HTML');
  const [download] = await Promise.all([page.waitForEvent('download'), tool.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('document.html');
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toMatch(/^<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">/);
  expect(saved).toContain('<title>Notes</title>');
  expect(saved).toContain(`<body>\n${expected}</body>\n</html>\n`);

  await tool.input.fill('  \n ');
  await tool.expectOutput('');
  await expect(tool.error).toHaveCount(0);
  await expect(tool.preview).toContainText('The preview of your Markdown will be here.');

  // The switches turn on links, typography and line breaks.
  await tool.input.fill('"Hi" -- see https://example.com\nnext');
  await tool.expectOutput('<p>&quot;Hi&quot; -- see https://example.com\nnext</p>\n');
  await tool.switchOf('Linkify URLs').click();
  await tool.switchOf('Typographer').click();
  await tool.switchOf('Line breaks as <br>').click();
  await tool.expectOutput('<p>“Hi” – see <a href="https://example.com">https://example.com</a><br>\nnext</p>\n');
  const externalLink = tool.preview.getByRole('link', { name: 'https://example.com' });
  await expect(externalLink).toHaveAttribute('target', '_blank');
  await expect(externalLink).toHaveAttribute('rel', 'noopener noreferrer');
  await tool.switchOf('Linkify URLs').click();
  await tool.switchOf('Typographer').click();
  await tool.switchOf('Line breaks as <br>').click();

  // Raw HTML shows as text by default, and no script from the Markdown ever runs.
  const attack = [
    '<img src=data:, onerror="window.__pwned=1">',
    '',
    '<script>window.__pwned=2</script>',
    '',
    '<a href="javascript:window.__pwned=3">click me</a>',
    '',
    '[or me](javascript:window.__pwned=4)',
  ].join('\n');
  await tool.input.fill(attack);
  await tool.expectOutput(
    '<p>&lt;img src=data:, onerror=&quot;window.__pwned=1&quot;&gt;</p>\n' +
      '<p>&lt;script&gt;window.__pwned=2&lt;/script&gt;</p>\n' +
      '<p>&lt;a href=&quot;javascript:window.__pwned=3&quot;&gt;click me&lt;/a&gt;</p>\n' +
      '<p>[or me](javascript:window.__pwned=4)</p>\n',
  );
  await expect(tool.preview).toContainText('<img src=data:, onerror="window.__pwned=1">');
  await expect(tool.preview.locator('img, script, a')).toHaveCount(0);

  // With raw HTML allowed the output keeps the markup, and the preview still sanitises it.
  await tool.switchOf('Allow raw HTML').click();
  await tool.expectOutput(
    `${attack.split('\n\n').slice(0, 2).join('\n')}\n<p><a href="javascript:window.__pwned=3">click me</a></p>\n<p>[or me](javascript:window.__pwned=4)</p>\n`,
  );
  await expect(tool.preview.locator('img')).toHaveCount(1);
  await expect(tool.preview.locator('img')).not.toHaveAttribute('onerror');
  await expect(tool.preview.locator('script')).toHaveCount(0);
  const link = tool.preview.getByText('click me');
  await expect(link).not.toHaveAttribute('href');
  await link.click();
  await expect.poll(() => page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Still on the tool: the fragment holds its state, so only the path is checked.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/markdown-to-html');

  // Printing shows only the rendered, sanitised HTML, from a hidden frame.
  await tool.input.fill('# Printable\n\nText with <img src=data:, onerror="window.__pwned=1">');
  await tool.printButton.click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __printed?: string[] }).__printed))
    .toEqual(['Printable']);
  const frame = page.frameLocator('iframe[title="Print view"]');
  await expect(frame.getByRole('heading', { name: 'Printable', level: 1 })).toBeAttached();
  await expect(frame.locator('img')).not.toHaveAttribute('onerror');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('opens a link with the Markdown and switches; a new visit starts afresh and converts a large document off the main thread', async ({
  page,
}) => {
  test.slow();
  const tool = markdownTool(page);
  await tool.open(`/markdown-to-html#${new URLSearchParams({ markdown: 'one\ntwo', lineBreaks: 'true' })}`);
  await expect(tool.input).toHaveValue('one\ntwo');
  await expect(tool.switchOf('Line breaks as <br>')).toBeChecked();
  await expect(tool.switchOf('Allow raw HTML')).not.toBeChecked();
  await tool.expectOutput('<p>one<br>\ntwo</p>\n');
  await expect(tool.preview.locator('br')).toHaveCount(1);

  // Nothing is remembered (the spec persists nothing): the plain address shows the defaults.
  await tool.open('/markdown-to-html');
  await expect(tool.input).toHaveValue('');
  await expect(tool.switchOf('Line breaks as <br>')).not.toBeChecked();

  const sections = Array.from({ length: 4000 }, (_, index) => `## Part ${index}\n\nSome **text** here.\n`);
  const markdown = sections.join('\n');
  expect(markdown.length).toBeGreaterThan(100_000);
  expect(page.workers()).toHaveLength(0);
  await pasteLargeText(tool.input, markdown);
  await expect.poll(() => page.workers().length).toBe(1);
  await expect(tool.preview.getByRole('heading', { name: 'Part 3999', level: 2 })).toBeAttached({ timeout: 30_000 });
  expect(await tool.output.textContent()).toContain('<h2>Part 3999</h2>\n<p>Some <strong>text</strong> here.</p>\n');
});
