import { describe, expect, it } from 'vitest';
import { textToNatoAlphabet } from './text-to-nato-alphabet';

describe('textToNatoAlphabet', () => {
  it.each([
    { text: '', expected: '' },
    { text: 'a', expected: 'Alpha' },
    { text: 'xY', expected: 'X-ray Yankee' },
    { text: 'é!', expected: 'é !' },
    { text: 'é-x', expected: 'é - X-ray' },
    { text: 'a-b', expected: 'Alpha - Bravo' },
    { text: '42', expected: '4 2' },
    { text: '😀z', expected: '😀 Zulu' },
    { text: 'a\nb', expected: 'Alpha \n Bravo' },
    // Non-ASCII letters whose upper case is an ASCII letter are not ASCII letters.
    { text: 'ı ſ \u212A', expected: 'ı   ſ   \u212A' },
  ])('spells "$text" as "$expected"', ({ text, expected }) => {
    expect(textToNatoAlphabet(text)).toBe(expected);
  });

  it('has one code word for each letter of the alphabet', () => {
    expect(textToNatoAlphabet('abcdefghijklmnopqrstuvwxyz')).toBe(
      'Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu',
    );
    expect(textToNatoAlphabet('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(textToNatoAlphabet('abcdefghijklmnopqrstuvwxyz'));
  });
});
