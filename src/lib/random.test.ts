import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes, randomHex, randomInt, randomInts, randomPick, randomShuffle } from './random';

afterEach(() => {
  vi.restoreAllMocks();
});

function feedUint32Draws(...draws: number[][]) {
  const spy = vi.spyOn(crypto, 'getRandomValues');
  for (const batch of draws) {
    spy.mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.set(batch.slice(0, array.length));
      return array;
    });
  }
  return spy;
}

describe('randomInt', () => {
  it('returns integers in [0, maxExclusive)', () => {
    for (let i = 0; i < 1000; i++) {
      const value = randomInt(7);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
  });

  it('returns 0 when only one value is possible', () => {
    expect(randomInt(1)).toBe(0);
  });

  it('accepts the full 32-bit range', () => {
    expect(randomInt(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('rejects the invalid range %s', (max) => {
    expect(() => randomInt(max)).toThrow(RangeError);
  });

  it('redraws values from the incomplete last block instead of folding them', () => {
    // 2^32 % 3 === 1, so 0xFFFFFFFF is the one draw that would bias towards 0.
    const spy = feedUint32Draws([0xffffffff], [7]);
    expect(randomInt(3)).toBe(1);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('randomInts', () => {
  it('returns the requested count, beyond one getRandomValues call', () => {
    const values = randomInts(10, 40_000);
    expect(values).toHaveLength(40_000);
    expect(values.every((value) => value >= 0 && value < 10)).toBe(true);
  });

  it('returns nothing for a zero or negative count', () => {
    expect(randomInts(10, 0)).toEqual([]);
    expect(randomInts(10, -3)).toEqual([]);
  });

  it('spreads draws evenly (20 000 draws over 10 buckets, each within ±15% of the mean)', () => {
    const draws = 20_000;
    const buckets = new Array<number>(10).fill(0);
    for (const value of randomInts(10, draws)) buckets[value]++;
    const mean = draws / 10;
    for (const count of buckets) {
      expect(count).toBeGreaterThan(mean * 0.85);
      expect(count).toBeLessThan(mean * 1.15);
    }
  });
});

describe('randomPick', () => {
  it('draws count characters from the alphabet', () => {
    expect(randomPick('abc', 50)).toMatch(/^[abc]{50}$/);
  });

  it('returns an empty string for an empty alphabet or a zero count', () => {
    expect(randomPick('', 10)).toBe('');
    expect(randomPick('abc', 0)).toBe('');
  });

  it('keeps characters outside the BMP whole', () => {
    const picked = randomPick('😀🎉', 20);
    expect(Array.from(picked)).toHaveLength(20);
    expect(picked).toMatch(/^(?:😀|🎉){20}$/u);
  });

  it('maps each drawn index to its character', () => {
    feedUint32Draws([0, 1, 2, 3]);
    expect(randomPick('wxyz', 4)).toBe('wxyz');
  });
});

describe('randomShuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = randomShuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('handles empty and single-item lists', () => {
    expect(randomShuffle([])).toEqual([]);
    expect(randomShuffle(['only'])).toEqual(['only']);
  });
});

describe('randomBytes', () => {
  it('fills the asked number of bytes, beyond what one getRandomValues call allows', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const bytes = randomBytes(150_000);
    expect(bytes).toHaveLength(150_000);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(bytes.subarray(140_000).some((byte) => byte !== 0)).toBe(true);
  });

  it('gives no bytes for a count of 0', () => {
    expect(randomBytes(0)).toHaveLength(0);
  });
});

describe('randomHex', () => {
  it('gives fresh lowercase hex of the asked size', () => {
    expect(randomHex(12)).toMatch(/^[0-9a-f]{24}$/);
    expect(randomHex(32)).not.toBe(randomHex(32));
  });
});
