import { describe, expect, it } from 'vitest';
import { bytesToHex } from './bytes';
import { hexToBytes, isHex } from './hex';

describe('isHex', () => {
  it.each([
    ['', true],
    ['0123456789abcdef', true],
    ['ABCDEF', true],
    ['7f7F', true],
    ['0x12', false],
    ['12 34', false],
    ['g', false],
    ['ａ', false],
  ])('%j → %j', (text, expected) => {
    expect(isHex(text)).toBe(expected);
  });
});

describe('hexToBytes', () => {
  it.each([
    ['', []],
    ['00', [0]],
    ['ff', [255]],
    ['FF', [255]],
    ['7f80a1', [0x7f, 0x80, 0xa1]],
  ])('%j → %j', (hex, bytes) => {
    expect([...hexToBytes(hex)]).toEqual(bytes);
  });

  it('round-trips with bytesToHex', () => {
    const hex = 'c0ba5a8e914111210f2bd131f3d5e08d';
    expect(bytesToHex(hexToBytes(hex))).toBe(hex);
    expect(bytesToHex(hexToBytes(hex.toUpperCase()))).toBe(hex);
  });

  it.each(['abc', 'zz', '12 34', '0x12', '1-'])('rejects %j', (hex) => {
    expect(() => hexToBytes(hex)).toThrow(SyntaxError);
  });
});
