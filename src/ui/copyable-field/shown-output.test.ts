import { describe, expect, it } from 'vitest';
import { shownStart } from './shown-output';

describe('shownStart', () => {
  it('keeps a short text whole and cuts a long one at the length', () => {
    expect(shownStart('abc', 5)).toBe('abc');
    expect(shownStart('abcdef', 4)).toBe('abcd');
  });

  it('never cuts a character made of two code units in two', () => {
    expect(shownStart('ab🚀cd', 3)).toBe('ab');
    expect(shownStart('ab🚀cd', 4)).toBe('ab🚀');
  });
});
