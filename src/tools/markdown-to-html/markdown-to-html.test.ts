import { describe, expect, it } from 'vitest';
import { convertMarkdownToHtml, defaultMarkdownOptions, type MarkdownOptions } from './markdown-to-html';

const convert = (markdown: string, options: Partial<MarkdownOptions> = {}) =>
  convertMarkdownToHtml(markdown, { ...defaultMarkdownOptions, ...options });

describe('convertMarkdownToHtml with the default options', () => {
  it.each([
    // The spec's examples.
    ['# Hello', '<h1>Hello</h1>\n'],
    ['**bold** and _it_', '<p><strong>bold</strong> and <em>it</em></p>\n'],
    ['<b>raw</b>', '<p>&lt;b&gt;raw&lt;/b&gt;</p>\n'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    // The rendering rules.
    ['~~gone~~', '<p><s>gone</s></p>\n'],
    [
      '| a | b |\n| - | -: |\n| 1 | 2 |',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td>1</td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    ['see https://example.com', '<p>see https://example.com</p>\n'],
    ['"quotes" -- (c) ...', '<p>&quot;quotes&quot; -- (c) ...</p>\n'],
    ['one\ntwo', '<p>one\ntwo</p>\n'],
    ['```js\nlet a = 1 < 2;\n```', '<pre><code class="language-js">let a = 1 &lt; 2;\n</code></pre>\n'],
    ['    indented', '<pre><code>indented\n</code></pre>\n'],
    ['# A\n\ntext\n\n> quote', '<h1>A</h1>\n<p>text</p>\n<blockquote>\n<p>quote</p>\n</blockquote>\n'],
    ['1. x\n2. y', '<ol>\n<li>x</li>\n<li>y</li>\n</ol>\n'],
    ['[site](https://example.com "Title")', '<p><a href="https://example.com" title="Title">site</a></p>\n'],
    ['![cat](cat.png)', '<p><img src="cat.png" alt="cat"></p>\n'],
    ['a  \nb', '<p>a<br>\nb</p>\n'],
    ['---', '<hr>\n'],
    ['`<code>`', '<p><code>&lt;code&gt;</code></p>\n'],
  ])('%j → %j', (markdown, html) => {
    expect(convert(markdown)).toEqual({ ok: true, value: html });
  });

  it.each([
    ['<img src=x onerror="alert(1)">', '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>\n'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
    ['[click](javascript:alert(1))', '<p>[click](javascript:alert(1))</p>\n'],
  ])('never produces active content: %j', (markdown, html) => {
    expect(convert(markdown)).toEqual({ ok: true, value: html });
  });

  it.each(['', '   ', '\n\n\t'])('gives an empty output and no error for blank input %j', (markdown) => {
    expect(convert(markdown)).toEqual({ ok: true, value: '' });
  });

  it('keeps every character of unusual input', () => {
    expect(convert('é 😀 &amp; \u0000')).toEqual({ ok: true, value: '<p>é 😀 &amp; \uFFFD</p>\n' });
  });
});

describe('convertMarkdownToHtml with the switches', () => {
  it.each<[Partial<MarkdownOptions>, string, string]>([
    [{ rawHtml: true }, '<b>raw</b>', '<p><b>raw</b></p>\n'],
    [
      { linkify: true },
      'see https://example.com',
      '<p>see <a href="https://example.com">https://example.com</a></p>\n',
    ],
    [{ typographer: true }, '"quotes" -- (c)', '<p>“quotes” – ©</p>\n'],
    [{ lineBreaks: true }, 'one\ntwo', '<p>one<br>\ntwo</p>\n'],
    [{ rawHtml: true, lineBreaks: true }, '<i>a</i>\nb', '<p><i>a</i><br>\nb</p>\n'],
  ])('%j: %j → %j', (options, markdown, html) => {
    expect(convert(markdown, options)).toEqual({ ok: true, value: html });
  });

  it('goes back to the defaults when a switch is turned off again', () => {
    convert('<b>x</b>', { rawHtml: true });
    expect(convert('<b>x</b>')).toEqual({ ok: true, value: '<p>&lt;b&gt;x&lt;/b&gt;</p>\n' });
  });
});
