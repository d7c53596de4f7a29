import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { binaryToText, textToBinary } from './text-to-binary';

describe('textToBinary', () => {
  it.each([
    { text: 'Hi!', expected: '01001000 01101001 00100001' },
    { text: 'é', expected: '11000011 10101001' },
    { text: '文', expected: '11100110 10010110 10000111' },
    { text: '😀', expected: '11110000 10011111 10011000 10000000' },
    { text: '', expected: '' },
    { text: 'A', expected: '01000001' },
    { text: ' \n', expected: '00100000 00001010' },
  ])('encodes "$text" as $expected', ({ text, expected }) => {
    expect(textToBinary(text)).toBe(expected);
  });
});

describe('binaryToText', () => {
  it.each([
    { binary: '01001000 01101001', expected: 'Hi' },
    { binary: '01001000 01101001 00100001', expected: 'Hi!' },
    { binary: '11000011 10101001', expected: 'é' },
    { binary: '11100110 10010110 10000111', expected: '文' },
    { binary: '0100100001101001', expected: 'Hi' },
    { binary: '0100 1000\n0110-1001', expected: 'Hi' },
    { binary: 'bytes: 01001000, 01101001.', expected: 'Hi' },
    { binary: '0100 1000\n0110-1001, 11100110 10010110 10000111', expected: 'Hi文' },
    { binary: '', expected: '' },
    { binary: '   ', expected: '' },
    { binary: 'no digits here', expected: '' },
    { binary: '11111111', expected: '\uFFFD' },
    { binary: '11000011', expected: '\uFFFD' },
    { binary: '11101111 10111011 10111111 01101000', expected: '\uFEFFh' },
  ])('decodes "$binary" as "$expected"', ({ binary, expected }) => {
    expect(binaryToText(binary)).toEqual({ ok: true, value: expected });
  });

  it.each(['0100100', '1', '010010000', '01001000 0110100'])('rejects "%s", not whole bytes', (binary) => {
    expect(errorInEnglish(binaryToText(binary), words)).toBe(
      'Binary input must contain whole bytes (a multiple of 8 bits).',
    );
  });

  it('round-trips any text', () => {
    const text = 'IT-Tools ✓ à la mode 🚀\n\t文字';
    expect(binaryToText(textToBinary(text))).toEqual({ ok: true, value: text });
  });

  it('round-trips a megabyte of text', () => {
    const text = 'lorem ipsum é 文 🚀 '.repeat(50_000);
    const binary = textToBinary(text);
    expect(binary.length).toBeGreaterThan(9_000_000);
    expect(binaryToText(binary)).toEqual({ ok: true, value: text });
  });
});
