import { describe, expect, it } from 'vitest';
import { parseIpv4 } from './address';
import {
  alignmentPrefix,
  blockSize,
  commonPrefixLength,
  lastOf,
  maskOfPrefix,
  networkOf,
  prefixOfMask,
  wildcardOfPrefix,
} from './prefix';

const ip = (text: string) => parseIpv4(text) as number;

describe('masks', () => {
  it.each([
    [0, '0.0.0.0', '255.255.255.255'],
    [1, '128.0.0.0', '127.255.255.255'],
    [20, '255.255.240.0', '0.0.15.255'],
    [24, '255.255.255.0', '0.0.0.255'],
    [31, '255.255.255.254', '0.0.0.1'],
    [32, '255.255.255.255', '0.0.0.0'],
  ])('/%d is %s, wildcard %s', (prefix, mask, wildcard) => {
    expect(maskOfPrefix(prefix)).toBe(ip(mask));
    expect(wildcardOfPrefix(prefix)).toBe(ip(wildcard));
    expect(prefixOfMask(ip(mask))).toBe(prefix);
  });

  it.each(['255.0.255.0', '0.0.0.255', '255.255.255.253', '127.0.0.0'])('%s is not contiguous', (mask) => {
    expect(prefixOfMask(ip(mask))).toBeUndefined();
  });
});

describe('blocks', () => {
  it('sizes blocks with unsigned arithmetic', () => {
    expect(blockSize(0)).toBe(4294967296);
    expect(blockSize(24)).toBe(256);
    expect(blockSize(32)).toBe(1);
  });

  it.each([
    ['192.168.0.1', 24, '192.168.0.0', '192.168.0.255'],
    ['172.16.5.4', 20, '172.16.0.0', '172.16.15.255'],
    ['200.1.2.3', 0, '0.0.0.0', '255.255.255.255'],
    ['200.1.2.3', 32, '200.1.2.3', '200.1.2.3'],
    ['255.255.255.255', 1, '128.0.0.0', '255.255.255.255'],
  ])('%s/%d spans %s … %s', (address, prefix, first, last) => {
    expect(networkOf(ip(address), prefix)).toBe(ip(first));
    expect(lastOf(ip(address), prefix)).toBe(ip(last));
  });

  it.each([
    ['192.168.1.1', '192.168.6.255', 21],
    ['0.0.0.0', '255.255.255.255', 0],
    ['10.0.0.1', '10.0.0.1', 32],
    ['127.255.255.255', '128.0.0.0', 0],
  ])('%s and %s share %d bits', (a, b, bits) => {
    expect(commonPrefixLength(ip(a), ip(b))).toBe(bits);
  });

  it.each([
    ['0.0.0.0', 0],
    ['128.0.0.0', 1],
    ['192.168.2.0', 23],
    ['192.168.1.1', 32],
    ['255.255.255.255', 32],
  ])('%s starts blocks down to /%d', (address, prefix) => {
    expect(alignmentPrefix(ip(address))).toBe(prefix);
  });
});
