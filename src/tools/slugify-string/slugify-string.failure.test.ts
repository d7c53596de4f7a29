import { describe, expect, it, vi } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { slugifyText } from './slugify-string';

vi.mock('@sindresorhus/slugify', () => ({
  default: () => {
    throw new TypeError('Expected a string');
  },
}));

describe('slugifyText when the library fails', () => {
  it('gives the error instead of throwing', () => {
    const options = { separator: '-', lowercase: true, splitCamelCase: true, perLine: false, maxLength: 0 };
    expect(errorInEnglish(slugifyText('anything', options), words)).toBe('This text could not be slugified.');
    expect(errorInEnglish(slugifyText('a\nb', { ...options, perLine: true }), words)).toBe(
      'This text could not be slugified.',
    );
  });
});
