import { describe, expect, it } from 'vitest';
import { previewDomain, previewImageSource } from './og-preview';

describe('previewImageSource', () => {
  it.each([
    ['https://blog.example.com/cover.png', 'https://blog.example.com/cover.png'],
    ['  http://example.com/a b.png ', 'http://example.com/a%20b.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
  ])('loads %j', (url, source) => {
    expect(previewImageSource(url)).toBe(source);
  });

  it.each([
    '',
    'cover.png',
    '/cover.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ])('does not load %j', (url) => {
    expect(previewImageSource(url)).toBeUndefined();
  });
});

describe('previewDomain', () => {
  it('names the page host, without www', () => {
    expect(previewDomain('https://www.example.com/page', '')).toBe('example.com');
    expect(previewDomain('https://blog.example.com/faster-builds', 'https://cdn.example.net/x.png')).toBe(
      'blog.example.com',
    );
  });

  it("falls back to the image's host, then to nothing", () => {
    expect(previewDomain('not a url', 'https://cdn.example.net/x.png')).toBe('cdn.example.net');
    expect(previewDomain('javascript:alert(1)', '')).toBe('');
  });
});
