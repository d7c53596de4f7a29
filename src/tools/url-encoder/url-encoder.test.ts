import { inEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { decodeUrl, encodeUrl, firstInvalidEscape, type EncodingMode } from './url-encoder';

const unencodable = 'This text cannot be encoded: it contains an invalid (unpaired) character.';

/** The error and its hint, as the page words them. */
function shownError(result: ReturnType<typeof decodeUrl>): [string, string | undefined] | undefined {
  if (result.ok) return undefined;
  return [inEnglish(result.error, words), result.error.hint && inEnglish(result.error.hint, words)];
}

describe('encodeUrl', () => {
  it.each<[string, EncodingMode, string]>([
    ['Hello world :)', 'component', 'Hello%20world%20%3A)'],
    ['a+b=c&d', 'component', 'a%2Bb%3Dc%26d'],
    ['', 'component', ''],
    ["A-Z a-z 0-9 -_.!~*'()", 'component', "A-Z%20a-z%200-9%20-_.!~*'()"],
    ['line\nbreak\r', 'component', 'line%0Abreak%0D'],
    ['é✓😀', 'component', '%C3%A9%E2%9C%93%F0%9F%98%80'],
    ['https://x.io/a b?q=1&r=[2]#%', 'fullUrl', 'https://x.io/a%20b?q=1&r=%5B2%5D#%25'],
    [';,/?:@&=+$#', 'fullUrl', ';,/?:@&=+$#'],
    ["it's (a) *test*!", 'rfc3986', 'it%27s%20%28a%29%20%2Atest%2A%21'],
    ['~._-', 'rfc3986', '~._-'],
    ["https://x.io/it's a [test]", 'component', "https%3A%2F%2Fx.io%2Fit's%20a%20%5Btest%5D"],
    ["https://x.io/it's a [test]", 'fullUrl', "https://x.io/it's%20a%20%5Btest%5D"],
    ["https://x.io/it's a [test]", 'rfc3986', 'https%3A%2F%2Fx.io%2Fit%27s%20a%20%5Btest%5D'],
    ['é ✓', 'component', '%C3%A9%20%E2%9C%93'],
  ])('encodes %j in %s mode as %j', (text, mode, expected) => {
    expect(encodeUrl(text, mode)).toEqual({ ok: true, value: expected });
  });

  it.each<EncodingMode>(['component', 'fullUrl', 'rfc3986'])('refuses an unpaired surrogate in %s mode', (mode) => {
    expect(shownError(encodeUrl('ab😀\uD800c', mode))).toEqual([unencodable, 'First problem at character 4']);
    expect(shownError(encodeUrl('\uDC00', mode))).toEqual([unencodable, 'First problem at character 1']);
  });
});

describe('decodeUrl', () => {
  it.each<[string, boolean, string]>([
    ['Hello%20world%20%3A)', false, 'Hello world :)'],
    ['%E2%9C%93%20ok', false, '✓ ok'],
    ['a+b%2Bc', false, 'a+b+c'],
    ['a+b%2Bc', true, 'a b+c'],
    ['', false, ''],
    ['%f0%9f%98%80', false, '😀'],
    ['plain text', false, 'plain text'],
    ['%E2%9C%93%20ok+a%2Bb', false, '✓ ok+a+b'],
    ['%E2%9C%93%20ok+a%2Bb', true, '✓ ok a+b'],
    ['100%25', false, '100%'],
  ])('decodes %j (+ as space: %s) as %j', (text, plusAsSpace, expected) => {
    expect(decodeUrl(text, plusAsSpace)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['100%', 4],
    ['%zz', 1],
    ['ok%2', 3],
    ['%E2%9C', 1],
    ['é%C3%28', 2],
    ['%C0%AF', 1],
    ['%ED%A0%80', 1],
    ['%F4%90%80%80', 1],
    ['%FF', 1],
    ['%20%80', 4],
  ])('refuses %j, pointing at character %i', (text, position) => {
    expect(shownError(decodeUrl(text, false))).toEqual([
      'This string is not valid percent-encoded text.',
      `First problem at character ${position}`,
    ]);
  });
});

describe('firstInvalidEscape', () => {
  it('agrees with decodeURIComponent on every two-byte escape', () => {
    for (let lead = 0; lead < 256; lead += 1) {
      for (const second of [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0]) {
        const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`;
        const text = `${hex(lead)}${hex(second)}%80%80`;
        let valid = true;
        try {
          decodeURIComponent(text);
        } catch {
          valid = false;
        }
        expect(firstInvalidEscape(text) === -1, text).toBe(valid);
      }
    }
  });
});

describe('on a megabyte of text', () => {
  it('round-trips', () => {
    const text = 'Hello wörld ✓ 😀 a+b=c&d\n'.repeat(40_000);
    const encoded = encodeUrl(text, 'component');
    expect(encoded.ok).toBe(true);
    if (encoded.ok) expect(decodeUrl(encoded.value, false)).toEqual({ ok: true, value: text });
  });
});
