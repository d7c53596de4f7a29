import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Editor', exact: true });
const output = (page: Page) => page.getByLabel('HTML output', { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const source = (page: Page) => page.getByRole('textbox', { name: 'HTML source', exact: true });

/** The output's exact text, once Prettier has formatted the latest version. */
async function expectOutput(page: Page, expected: string) {
  await expect.poll(() => output(page).textContent()).toBe(expected);
}

async function loadSource(page: Page, html: string) {
  if (!(await source(page).isVisible())) await button(page, 'HTML source').click();
  await source(page).fill(html);
  await button(page, 'Load into editor').click();
}

/**
 * Opens the page once the editor is ready: its toolbar is hydrated and enabled (the editor itself
 * is ProseMirror's element, which React does not hydrate).
 */
async function openEditor(page: Page, url: string) {
  await openPage(page, url, (opened) => button(opened, 'Bold'));
  await expect(button(page, 'Bold')).toBeEnabled();
}

/** Selects `word` in the editor, as a double click on it would. */
async function selectWord(page: Page, word: string) {
  await editor(page).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      element.focus();
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return;
    }
    throw new Error(`No "${wanted}" in the editor`);
  }, word);
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(word);
}

/** Whether anything set the canary that every attack below tries to set. */
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

// The cleaning of loaded HTML (spec examples 2 and 3, every attack) and an emptied editor's
// output are in html-wysiwyg-editor.test.ts; here, that the page wires them up.
test('edits the default document: copy, download, links, tables, colours, typing and undo, kept across a reload', async ({
  page,
  context,
}) => {
  // One visit for what took seven: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page, '/html-wysiwyg-editor');

  // Spec example 1: the default content and its formatted, highlighted HTML.
  await expect(editor(page).getByRole('heading', { name: 'Hey!', level: 1 })).toBeVisible();
  await expect(editor(page)).toContainText('Welcome to this html wysiwyg editor');
  await expectOutput(page, '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
  await expect(output(page).locator('.hljs-name').first()).toHaveText('h1');

  await button(page, 'Copy as rich text').click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const clipboard = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return { types: item.types, html: await (await item.getType('text/html')).text() };
  });
  expect(clipboard.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
  expect(clipboard.html).toContain('<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hey!\n\nWelcome to this html wysiwyg editor');

  const downloading = page.waitForEvent('download');
  await button(page, 'Download .html').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('document.html');
  expect(await readFile(await download.path(), 'utf8')).toBe(
    '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n',
  );

  // Links: asks for a URL, accepts http, https, mailto and relative ones only.
  await selectWord(page, 'Welcome');
  await button(page, 'Link').click();
  const url = page.getByRole('dialog', { name: 'Link' }).getByRole('textbox', { name: 'URL', exact: true });
  await url.fill('javascript:window.__pwned=1');
  await button(page, 'Apply').click();
  await expect(page.getByText('Only http:, https:, mailto: and relative links are allowed.')).toBeVisible();
  await url.fill('https://example.com/');
  await button(page, 'Apply').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectOutput(
    page,
    [
      '<h1>Hey!</h1>',
      '<p>',
      '  <a',
      '    target="_blank"',
      '    rel="noopener noreferrer nofollow"',
      '    href="https://example.com/"',
      '    >Welcome</a',
      '  >',
      '  to this html wysiwyg editor',
      '</p>',
      '',
    ].join('\n'),
  );
  await expect(button(page, 'Link')).toHaveAttribute('aria-pressed', 'true');
  expect(await pwned(page)).toBeUndefined();
  await button(page, 'Link').click();
  await button(page, 'Remove link').click();
  await expectOutput(page, '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');

  // Tables, highlight and text colour.
  await expect(button(page, 'Delete table')).toBeDisabled();
  await selectWord(page, 'editor');
  await page.keyboard.press('End');
  await button(page, 'Insert table').click();
  await expect(editor(page).getByRole('table')).toBeVisible();
  await expect(button(page, 'Delete table')).toBeEnabled();
  await button(page, 'Add row').click();
  await expect(editor(page).getByRole('row')).toHaveCount(4);
  await expect.poll(() => output(page).textContent()).toMatch(/<table[\s\S]*<th[\s\S]*<\/table>/);
  await button(page, 'Delete table').click();
  await expect(editor(page).getByRole('table')).toHaveCount(0);
  await selectWord(page, 'Hey');
  await button(page, 'Highlight').click();
  await expect.poll(() => output(page).textContent()).toContain('<mark>Hey</mark>');
  await page.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#1971c2');
  await selectWord(page, 'Hey');
  await button(page, 'Apply text colour').click();
  await expect.poll(() => output(page).textContent()).toMatch(/<span style="color: (#1971c2|rgb\(25, 113, 194\))/);

  // Formats as you type, with toolbar toggles and keyboard shortcuts.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Plain ');
  await button(page, 'Bold').click();
  await expect(button(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('strong');
  await button(page, 'Bold').click();
  await expect(button(page, 'Bold')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' ');
  await page.keyboard.press('ControlOrMeta+i');
  await page.keyboard.type('em');
  await expectOutput(page, '<p>Plain <strong>strong</strong> <em>em</em></p>\n');

  // Undo takes back the changes made within half a second of each other together (ProseMirror's history).
  await page.waitForTimeout(600);
  await button(page, 'Heading 2').click();
  await expect(button(page, 'Heading 2')).toHaveAttribute('aria-pressed', 'true');
  await expectOutput(page, '<h2>Plain <strong>strong</strong> <em>em</em></h2>\n');
  await button(page, 'Undo').click();
  await expectOutput(page, '<p>Plain <strong>strong</strong> <em>em</em></p>\n');
  await button(page, 'Redo').click();
  await expectOutput(page, '<h2>Plain <strong>strong</strong> <em>em</em></h2>\n');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expectOutput(page, '<p></p>\n');

  // The document is remembered under the reference key. The address holds it too: it is opened
  // without its fragment, so the document can only come from storage.
  await page.keyboard.type('Kept text');
  await expectOutput(page, '<p>Kept text</p>\n');
  expect(await page.evaluate(() => localStorage.getItem('html-wysiwyg-editor--html'))).toBe('<p>Kept text</p>');
  await openEditor(page, '/html-wysiwyg-editor');
  await expect(editor(page)).toHaveText('Kept text');
  await expectOutput(page, '<p>Kept text</p>\n');
});

test('never runs script from linked, loaded or pasted HTML, outputs none, and refuses HTML too large to load', async ({
  page,
}) => {
  const attacks = [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=2</script>',
    '<svg onload="window.__pwned=3"><circle r="5"></circle></svg>',
    '<p><a href="javascript:window.__pwned=4">click me</a></p>',
    '<p onmouseover="window.__pwned=5">hover</p>',
    '<iframe srcdoc="<script>parent.__pwned=6</script>"></iframe>',
  ].join('');

  // A link opens the tool with its document, cleaned.
  const fragment = new URLSearchParams({ html: `<h3>From a link</h3>${attacks}` }).toString();
  await openEditor(page, `/html-wysiwyg-editor#${fragment}`);
  await expect(editor(page).getByRole('heading', { name: 'From a link', level: 3 })).toBeVisible();
  await expectOutput(page, '<h3>From a link</h3>\n<p>click me</p>\n<p>hover</p>\n');
  await expect(editor(page).locator('img, svg, iframe, script')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await pwned(page)).toBeUndefined();

  // Spec example 2 through the source box.
  await loadSource(page, '<p>Hello <b>bold</b> and <i>italic</i> and <u>under</u></p>');
  await expectOutput(page, '<p>Hello <strong>bold</strong> and <em>italic</em> and <u>under</u></p>\n');

  await loadSource(page, attacks);
  await expect(editor(page)).toContainText('click me');
  await editor(page).getByText('click me').click();
  await editor(page).getByText('hover').hover();

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await editor(page).evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<p>pasted <a href="javascript:window.__pwned=7">link</a></p>${attacks}`);
  await expect(editor(page)).toContainText('pasted link');

  const html = await output(page).textContent();
  expect(html).toContain('click me');
  expect(html).not.toMatch(/script|onerror|onload|onmouseover|__pwned|<img|<svg|<iframe/i);
  await expect(editor(page).locator('img, svg, iframe, script, [onerror], [onload], [onmouseover]')).toHaveCount(0);
  await expect(editor(page).locator('a[href^="javascript" i]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await pwned(page)).toBeUndefined();

  // Too large to load: refused, the editor's document kept.
  const large = `<p>${'x'.repeat(1_000_001)}</p>`;
  await source(page).evaluate((element, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, large);
  await button(page, 'Load into editor').click();
  await expect(
    page.getByText('This HTML is too large to load into the editor (over 1,000,000 characters).'),
  ).toBeVisible();
  await expect(source(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(editor(page)).toContainText('pasted link');
});
