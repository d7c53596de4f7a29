import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import { decodeBase64, encodeBase64, invalidUtf8Note } from './base64-string-converter';
import words from './locales/en.json';

const invalidBase64Message = 'This is not a valid base64 string.';

/** The error and its hint, as the page words them. */
function shownError(result: ReturnType<typeof decodeBase64>) {
  if (result.ok) return result;
  const { hint } = result.error;
  return { message: inEnglish(result.error, words), ...(hint && { hint: inEnglish(hint, words) }) };
}

const standard = { urlSafe: false };
const urlSafe = { urlSafe: true };

describe('encodeBase64', () => {
  it.each([
    { text: '', options: standard, expected: '' },
    { text: 'hello world', options: standard, expected: 'aGVsbG8gd29ybGQ=' },
    { text: '✓ à la mode', options: standard, expected: '4pyTIMOgIGxhIG1vZGU=' },
    { text: 'IT-Tools 🚀', options: standard, expected: 'SVQtVG9vbHMg8J+agA==' },
    { text: 'IT-Tools 🚀', options: urlSafe, expected: 'SVQtVG9vbHMg8J-agA' },
    { text: 'a', options: standard, expected: 'YQ==' },
    { text: 'ab', options: standard, expected: 'YWI=' },
    { text: 'abc', options: standard, expected: 'YWJj' },
    { text: 'a', options: urlSafe, expected: 'YQ' },
    { text: '??>', options: standard, expected: 'Pz8+' },
    { text: '??>', options: urlSafe, expected: 'Pz8-' },
    { text: '  keeps spaces\n', options: standard, expected: 'ICBrZWVwcyBzcGFjZXMK' },
  ])('encodes $text (urlSafe: $options.urlSafe) as $expected', ({ text, options, expected }) => {
    expect(encodeBase64(text, options)).toBe(expected);
  });
});

describe('decodeBase64', () => {
  it.each([
    { input: '', options: standard, expected: '' },
    { input: '  \n ', options: standard, expected: '' },
    { input: 'aGVsbG8gd29ybGQ=', options: standard, expected: 'hello world' },
    { input: '4pyTIMOgIGxhIG1vZGU=', options: standard, expected: '✓ à la mode' },
    { input: 'SVQtVG9vbHMg8J+agA==', options: standard, expected: 'IT-Tools 🚀' },
    { input: 'SVQtVG9vbHMg8J-agA', options: urlSafe, expected: 'IT-Tools 🚀' },
    { input: 'SVQtVG9vbHMg8J-agA==', options: urlSafe, expected: 'IT-Tools 🚀' },
    { input: 'data:text/plain;base64,SVQtVG9vbHM=', options: standard, expected: 'IT-Tools' },
    { input: 'data:;base64,SVQtVG9vbHM=', options: standard, expected: 'IT-Tools' },
    { input: 'data:text/plain;base64,', options: standard, expected: '' },
    { input: 'bG9yZW0gaXBzdW0', options: standard, expected: 'lorem ipsum' },
    { input: 'bG9yZW0gaXBzdW0=', options: standard, expected: 'lorem ipsum' },
    { input: '  aGVsbG8gd29ybGQ=\n', options: standard, expected: 'hello world' },
    { input: 'aGVs\nbG8g\r\nd29y\tbGQ =', options: standard, expected: 'hello world' },
    { input: 'YWJj', options: urlSafe, expected: 'abc' },
  ])('decodes $input (urlSafe: $options.urlSafe) as $expected', ({ input, options, expected }) => {
    expect(decodeBase64(input, options)).toEqual({ ok: true, value: expected });
  });

  it.each([
    { case: 'padding in the middle', input: 'aGk=aGk=' },
    { case: 'padding at the start', input: '=aGk' },
    { case: 'three padding characters', input: 'YQ===' },
    { case: 'padding after a full group', input: 'YWJj=' },
    { case: 'two paddings where one completes the group', input: 'YWI==' },
    { case: 'only padding', input: '==' },
    { case: 'a lone character in the last group', input: 'YWJjZ' },
    { case: 'a single character', input: 'Y' },
    { case: 'a lone character with padding', input: 'YWJjZ===' },
    { case: 'a character outside both alphabets', input: 'aGV*bG8' },
    { case: 'non-ASCII text', input: 'héllo' },
    { case: 'both alphabets mixed', input: 'a+b-' },
    { case: 'a header without ;base64', input: 'data:text/plain,aGk' },
  ])('rejects $case without a hint', ({ input }) => {
    expect(shownError(decodeBase64(input, standard))).toEqual({ message: invalidBase64Message });
    expect(shownError(decodeBase64(input, urlSafe))).toEqual({ message: invalidBase64Message });
  });

  it('hints to turn on "Decode URL safe" for URL-safe input', () => {
    expect(shownError(decodeBase64('SVQtVG9vbHMg8J-agA', standard))).toEqual({
      message: invalidBase64Message,
      hint: 'This looks like URL-safe Base64: turn on "Decode URL safe".',
    });
  });

  it('hints to turn off "Decode URL safe" for standard input', () => {
    expect(shownError(decodeBase64('SVQtVG9vbHMg8J+agA==', urlSafe))).toEqual({
      message: invalidBase64Message,
      hint: 'This looks like standard Base64: turn off "Decode URL safe".',
    });
  });

  it.each([
    { input: '/w==', expected: '\uFFFD' },
    { input: 'aGn/', expected: 'hi\uFFFD' },
    { input: 'wyg=', expected: '\uFFFD(' },
  ])('replaces invalid UTF-8 in $input and adds a notice', ({ input, expected }) => {
    expect(decodeBase64(input, standard)).toEqual({ ok: true, value: expected, notes: [invalidUtf8Note] });
    expect(inEnglish(invalidUtf8Note, words)).toBe('The decoded bytes are not valid UTF-8 text (binary data?)');
  });

  it('keeps a byte order mark', () => {
    expect(decodeBase64('77u/aGk=', standard)).toEqual({ ok: true, value: '\uFEFFhi' });
  });
});

describe('large input', () => {
  const fiveMegabytes = 'IT-Tools ✓ à la mode 🚀 '.repeat(200_000);

  it.each([standard, urlSafe])('round-trips 5 MB of text (urlSafe: $urlSafe)', (options) => {
    const encoded = encodeBase64(fiveMegabytes, options);
    expect(encoded.length).toBeGreaterThan(5_000_000);
    expect(decodeBase64(encoded, options)).toEqual({ ok: true, value: fiveMegabytes });
  });

  it('decodes 5 MB of Base64 wrapped in 76-character lines', () => {
    const encoded = encodeBase64(fiveMegabytes, standard);
    const wrapped = encoded.replace(/.{76}/g, '$&\r\n');
    expect(decodeBase64(wrapped, standard)).toEqual({ ok: true, value: fiveMegabytes });
  });
});
