// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>a <strong>b</strong></p>\n', '<p>a <strong>b</strong></p>\n'],
    ['<img src="x" onerror="window.pwned = 1">', '<img src="x">'],
    ['<script>window.pwned = 2</script><p>after</p>', '<p>after</p>'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['<iframe src="https://example.com"></iframe>', ''],
    ['<svg><g onload="alert(1)"></g></svg>', '<svg><g></g></svg>'],
    ['', ''],
  ])('%j → %j', (html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it('opens links in a new tab, without handing over the page', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
