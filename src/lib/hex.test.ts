import { describe, expect, it } from 'vitest';
import { bytesToHex } from './bytes';
import { hexToBytes, isHex, readPastedHex } from './hex';

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

describe('readPastedHex', () => {
  it.each([
    ['', []],
    ['0a0B', [0x0a, 0x0b]],
    [' 0a 0b\n0c\t', [0x0a, 0x0b, 0x0c]],
    ['0x0a0b', [0x0a, 0x0b]],
    ['0X 0a', [0x0a]],
  ])('%j → %j', (text, bytes) => {
    const read = readPastedHex(text);
    expect(read.ok && [...read.value]).toEqual(bytes);
  });

  it.each([
    ['zz', 'not-hex'],
    ['0a-0b', 'not-hex'],
    ['0a0x0b', 'not-hex'],
    ['0a0', 'odd-length'],
    ['0x0', 'odd-length'],
  ])('refuses %j: %s', (text, error) => {
    expect(readPastedHex(text)).toEqual({ ok: false, error });
  });
});
