// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HtmlPreview, previewMaxChars } from './HtmlPreview';
import { previewDocument, sanitizePreviewHtml } from './preview-document';

describe('sanitizePreviewHtml', () => {
  it.each([
    ['<b>bold</b> &amp; <i>italic</i>', '<b>bold</b> &amp; <i>italic</i>'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror="alert(1)">', '<img>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://example.com" ping="https://t.co">x</a>', '<a>x</a>'],
    ['<a href="#part">x</a>', '<a href="#part">x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'],
    ['<img srcset="https://x.io/a.png 2x" src="//x.io/b.png">', '<img>'],
    ['<p style="background:url(https://x.io)">p</p><style>@import "x.css"</style>', '<p>p</p>'],
    [
      '<table background="https://x.io/t.png"><tbody><tr><td>1</td></tr></tbody></table>',
      '<table><tbody><tr><td>1</td></tr></tbody></table>',
    ],
    ['<svg><image href="https://x.io/i.png"></image></svg>', '<svg><image></image></svg>'],
    [
      '<iframe src="https://x.io"></iframe><object data="x"></object><meta http-equiv="refresh" content="0;url=https://x.io">',
      '',
    ],
    ['', ''],
  ])('keeps %j as %j', (html, expected) => {
    expect(sanitizePreviewHtml(html)).toBe(expected);
  });
});

describe('previewDocument', () => {
  it('is a page that may load nothing but inline images', () => {
    const page = previewDocument('<p>Hi</p>');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:;`);
    expect(page).toContain('<body><p>Hi</p></body>');
  });
});

describe('HtmlPreview', () => {
  it('renders the sanitised HTML in a frame sandboxed with no permissions', () => {
    renderWithProviders(<HtmlPreview label="Preview" html={'<b>Hi</b><script>alert(1)</script>'} />);
    const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<body><b>Hi</b></body>');
    expect(screen.queryByText(/The preview shows the first/)).toBeNull();
  });

  it('previews only the start of a very long text, and says so', () => {
    renderWithProviders(<HtmlPreview label="Preview" html={'a'.repeat(previewMaxChars) + '<b>end</b>'} />);
    expect(screen.getByTitle('Preview').getAttribute('srcdoc')).not.toContain('end');
    expect(screen.getByText('The preview shows the first 50,000 characters.')).toBeTruthy();
  });
});
