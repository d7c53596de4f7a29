import { describe, expect, it, vi } from 'vitest';
import { slugifyFailedMessage, slugifyText } from './slugify-string';

vi.mock('@sindresorhus/slugify', () => ({
  default: () => {
    throw new TypeError('Expected a string');
  },
}));

describe('slugifyText when the library fails', () => {
  it('gives the error instead of throwing', () => {
    const options = { separator: '-', lowercase: true, splitCamelCase: true, perLine: false, maxLength: 0 };
    expect(slugifyText('anything', options)).toEqual({ ok: false, error: slugifyFailedMessage });
    expect(slugifyText('a\nb', { ...options, perLine: true })).toEqual({ ok: false, error: slugifyFailedMessage });
  });
});
