import { describe, expect, it } from 'vitest';
import { formatProgress } from './format-progress';

describe('formatProgress', () => {
  it.each([
    [0, '0%'],
    [0.0004, '0.04%'],
    [0.37, '37%'],
    [0.999, '99%'],
    [1, '100%'],
    [1.2, '100%'],
    [-0.5, '0%'],
  ])('shows progress %f as %s', (fraction, text) => {
    expect(formatProgress(fraction)).toBe(text);
  });

  it.each([
    ['de', 0.0004, '0,04\u00a0%'],
    ['fr', 0.37, '37\u00a0%'],
    ['zh-Hans', 0.999, '99%'],
  ])('in %s, shows progress %f as %s', (languageTag, fraction, text) => {
    expect(formatProgress(fraction, languageTag)).toBe(text);
  });
});
