import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './html-entities';

describe('escapeHtml', () => {
  it.each<[string, boolean, string]>([
    ['<title>IT Tool</title>', false, '&lt;title&gt;IT Tool&lt;/title&gt;'],
    [`Tom & "Jerry" <b>it's</b>`, false, 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;it&#39;s&lt;/b&gt;'],
    ['café 😀 <b>', true, 'caf&#xE9; &#x1F600; &lt;b&gt;'],
    ['café 😀 <b>', false, 'café 😀 &lt;b&gt;'],
    ['&lt;', false, '&amp;lt;'],
    ['', false, ''],
    ['', true, ''],
    ['a < b', false, 'a &lt; b'],
    ['é<', true, '&#xE9;&lt;'],
    ['plain ASCII ~\n\t', true, 'plain ASCII ~\n\t'],
    ['\u0080ÿĀ€文👨‍👩‍👧', true, '&#x80;&#xFF;&#x100;&#x20AC;&#x6587;&#x1F468;&#x200D;&#x1F469;&#x200D;&#x1F467;'],
  ])('escapes %j (non-ASCII: %s) as %j', (text, nonAscii, expected) => {
    expect(escapeHtml(text, { nonAscii })).toBe(expected);
  });

  it('keeps an unpaired surrogate, as one reference when non-ASCII is encoded', () => {
    expect(escapeHtml('a\uD800b', { nonAscii: false })).toBe('a\uD800b');
    expect(escapeHtml('a\uD800b', { nonAscii: true })).toBe('a&#xD800;b');
  });
});

describe('unescapeHtml', () => {
  it.each([
    ['&lt;title&gt;IT Tool&lt;/title&gt;', '<title>IT Tool</title>'],
    ['&quot;hi&quot; &amp;amp; &#39;x&#39;', `"hi" &amp; 'x'`],
    ['&copy; &eacute; &mdash; &hellip; &nbsp;', '© é — … \u00A0'],
    ['&#8364; &#x2014; &#X1F600;', '€ — 😀'],
    ['&copy 2024', '&copy 2024'],
    ['&copy; &eacute; &#8364; &#x2014; &copy 2024 &NotAnEntity;', '© é € — &copy 2024 &NotAnEntity;'],
    ['&#39', '&#39'],
    ['&NotAnEntity;', '&NotAnEntity;'],
    ['&amp;lt;', '&lt;'],
    ['', ''],
    ['no entities here', 'no entities here'],
  ])('unescapes %j as %j', (text, expected) => {
    expect(unescapeHtml(text)).toBe(expected);
  });

  it('turns references to nothing valid into U+FFFD rather than failing', () => {
    expect(unescapeHtml('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD');
  });

  it('round-trips any text through escaping', () => {
    const text = `<a href="x?y=1&z='2'">café 😀</a>`;
    expect(unescapeHtml(escapeHtml(text, { nonAscii: false }))).toBe(text);
    expect(unescapeHtml(escapeHtml(text, { nonAscii: true }))).toBe(text);
  });

  it('handles a megabyte quickly', () => {
    const text = '<b>Tom & "Jerry"</b> café 😀 '.repeat(40_000);
    const started = performance.now();
    expect(unescapeHtml(escapeHtml(text, { nonAscii: true }))).toBe(text);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
