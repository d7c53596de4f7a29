// @vitest-environment jsdom
import { Editor, generateHTML, generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from './editor-extensions';
import { formatHtml } from './format-html';
import { defaultEditorHtml, editorStorageKey } from './html-wysiwyg-editor';
import { isAllowedLinkUrl } from './link-url';
import { sanitizeHtml } from './sanitize';

/** The path loaded HTML takes: sanitised, read into the editor's schema and written back. */
function cleaned(html: string): string {
  const extensions = editorExtensions();
  return generateHTML(generateJSON(sanitizeHtml(html), extensions), extensions);
}

/** What the page shows for loaded HTML: cleaned, then formatted. */
const loaded = (html: string) => formatHtml(cleaned(html));

describe('defaults', () => {
  it('match the spec and the reference storage key', () => {
    expect(defaultEditorHtml).toBe('<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>');
    expect(editorStorageKey).toBe('html-wysiwyg-editor--html');
  });
});

describe('spec examples', () => {
  it('example 1: the default content', async () => {
    expect(await loaded(defaultEditorHtml)).toBe('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n');
  });

  it('example 2: b, i and u become strong, em and u', async () => {
    expect(await loaded('<p>Hello <b>bold</b> and <i>italic</i> and <u>under</u></p>')).toBe(
      '<p>Hello <strong>bold</strong> and <em>italic</em> and <u>under</u></p>\n',
    );
  });

  it('example 3: heading, quote, code block, break and rule', async () => {
    expect(
      await loaded(
        '<h2>Sub</h2><blockquote>Quote text</blockquote><pre><code>let a = 1;</code></pre><p>line1<br>line2</p><hr>',
      ),
    ).toBe(
      [
        '<h2>Sub</h2>',
        '<blockquote><p>Quote text</p></blockquote>',
        '<pre><code>let a = 1;</code></pre>',
        '<p>line1<br />line2</p>',
        '<hr />',
        '',
      ].join('\n'),
    );
  });

  it('an empty editor gives an empty paragraph', () => {
    const editor = new Editor({ extensions: editorExtensions(), content: '' });
    expect(editor.getHTML()).toBe('<p></p>');
    editor.destroy();
  });
});

describe('schema', () => {
  it('keeps what it knows: marks, lists, links with their default rel and target', () => {
    const html = cleaned(
      '<p><s>s</s><code>c</code><a href="https://example.com">l</a></p><ul><li>a</li></ul><ol><li>b</li></ol><h6>h</h6>',
    );
    expect(html).toContain('<s>s</s><code>c</code>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">l</a>');
    expect(html).toContain('<li><p>a</p></li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<h6>h</h6>');
  });

  it('keeps tables, text colour and highlight (beyond the reference)', () => {
    const html = cleaned(
      '<table><tr><th>k</th></tr><tr><td>v</td></tr></table><p><span style="color: #ff0000">red</span> <mark>marked</mark></p>',
    );
    expect(html).toMatch(/<table[^>]*>/);
    expect(html).toMatch(/<th[^>]*><p>k<\/p><\/th>/);
    expect(html).toMatch(/<span style="color: (#ff0000|rgb\(255, 0, 0\));?">red<\/span>/);
    expect(html).toContain('<mark>marked</mark>');
  });

  it('keeps only the colour of a style', () => {
    expect(cleaned('<p><span style="color: blue; font-size: 40px; background: url(x)">b</span></p>')).toBe(
      '<p><span style="color: blue;">b</span></p>',
    );
  });

  it('reduces unknown markup to its text, and drops images and frames', () => {
    expect(
      cleaned(
        '<div><span class="x" style="font-weight: bold">plain</span></div><img src="a.png"><iframe src="https://example.com"></iframe>',
      ),
    ).toBe('<p>plain</p>');
  });
});

describe('security', () => {
  const canary = 'window.__pwned = 1';

  it.each([
    `<img src=x onerror="${canary}">`,
    `<script>${canary}</script>`,
    `<svg onload="${canary}"><circle r="1"></circle></svg>`,
    `<p onclick="${canary}">text</p>`,
    `<a href="javascript:${canary}">link</a>`,
    `<a href="JaVaScRiPt:${canary}">link</a>`,
    `<math><mi xlink:href="javascript:${canary}">x</mi></math>`,
    `<iframe srcdoc="<script>${canary}</script>"></iframe>`,
  ])('leaves no script path in %s', async (attack) => {
    const html = await loaded(attack);
    expect(html).not.toMatch(/script|onerror|onload|onclick|__pwned|<img|<svg|<iframe/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('drops javascript: links even when they skip the sanitiser', () => {
    const extensions = editorExtensions();
    const html = generateHTML(generateJSON('<p><a href="java\tscript:alert(1)">x</a></p>', extensions), extensions);
    expect(html).toBe('<p>x</p>');
  });
});

describe('isAllowedLinkUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b#c', true],
    ['mailto:someone@example.com', true],
    ['MAILTO:someone@example.com', true],
    ['/relative/path', true],
    ['page.html', true],
    ['#anchor', true],
    ['?query', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://example.com', false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (url, allowed) => {
    expect(isAllowedLinkUrl(url)).toBe(allowed);
  });
});
