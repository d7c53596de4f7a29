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
});
