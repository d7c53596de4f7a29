import { describe, expect, it } from 'vitest';
import { scannedSize } from './read-qr-image';

describe('scannedSize', () => {
  it.each([
    [300, 300, 300, 300],
    [2000, 1000, 2000, 1000],
    [4000, 3000, 2000, 1500],
    [1000, 8000, 250, 2000],
    [100000, 1, 2000, 1],
  ])('%i×%i is scanned at %i×%i', (width, height, scannedWidth, scannedHeight) => {
    expect(scannedSize(width, height)).toEqual({ width: scannedWidth, height: scannedHeight });
  });
});
