import { describe, expect, it } from 'vitest';
import { textToUnicode, unicodeToText } from './text-to-unicode';

describe('textToUnicode', () => {
  it.each([
    { text: 'Hi!', expected: '&#72;&#105;&#33;' },
    { text: '😀', expected: '&#128512;' },
    { text: 'Hello', expected: '&#72;&#101;&#108;&#108;&#111;' },
    { text: 'é文', expected: '&#233;&#25991;' },
    { text: ' a\n', expected: '&#32;&#97;&#10;' },
    { text: '', expected: '' },
    { text: '   ', expected: '' },
    { text: ' \n\t ', expected: '' },
    { text: '\uD83D', expected: '&#55357;' },
  ])('encodes "$text" as "$expected"', ({ text, expected }) => {
    expect(textToUnicode(text)).toBe(expected);
  });
});

describe('unicodeToText', () => {
  it.each([
    { text: '&#72;&#101;&#108;&#108;&#111;', expected: 'Hello' },
    { text: '&#55357;&#56832;', expected: '😀' },
    { text: '&#128512;', expected: '😀' },
    { text: '&#x1F600;', expected: '😀' },
    { text: '&#x1f600;&#X48;', expected: '😀H' },
    { text: 'a &#72;i b', expected: 'a Hi b' },
    { text: '&#72;&#105;&#33;', expected: 'Hi!' },
    { text: 'say &#x48;&#X69; &amp; &#1114112;', expected: 'say Hi &amp; &#1114112;' },
    { text: '&#72;&#x69;', expected: 'Hi' },
    { text: '&#1114111;', expected: '\u{10FFFF}' },
    { text: '&#1114112;', expected: '&#1114112;' },
    { text: '&#x110000;', expected: '&#x110000;' },
    { text: '&#99999999999999999999999;', expected: '&#99999999999999999999999;' },
    { text: '&#72', expected: '&#72' },
    { text: '&#;&#x;&#xG;', expected: '&#;&#x;&#xG;' },
    { text: '&amp; &lt;', expected: '&amp; &lt;' },
    { text: '', expected: '' },
    { text: '  ', expected: '  ' },
  ])('decodes "$text" as "$expected"', ({ text, expected }) => {
    expect(unicodeToText(text)).toBe(expected);
  });

  it('round-trips text through its references', () => {
    const text = 'IT-Tools ✓ à la mode 🚀\n文字';
    expect(unicodeToText(textToUnicode(text))).toBe(text);
  });
});
