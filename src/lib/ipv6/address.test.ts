import { describe, expect, it } from 'vitest';
import {
  formatIpv6,
  formatIpv6Expanded,
  ipv6BlockSize,
  ipv6LastOf,
  ipv6MaskOfPrefix,
  ipv6NetworkOf,
  parseIpv6,
} from './address';

describe('parseIpv6', () => {
  it.each([
    ['::', '0000:0000:0000:0000:0000:0000:0000:0000'],
    ['::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['2001:DB8:0:0:1:0:0:1', '2001:0db8:0000:0000:0001:0000:0000:0001'],
    ['fe80::', 'fe80:0000:0000:0000:0000:0000:0000:0000'],
    ['::ffff:192.168.1.1', '0000:0000:0000:0000:0000:ffff:c0a8:0101'],
    ['0000:0000:0000:0000:0000:ffff:c0a8:0101', '0000:0000:0000:0000:0000:ffff:c0a8:0101'],
    ['1:2:3:4:5:6:1.2.3.4', '0001:0002:0003:0004:0005:0006:0102:0304'],
    ['1:2:3:4:5:6:7::', '0001:0002:0003:0004:0005:0006:0007:0000'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ])('%s is %s', (text, expanded) => {
    const address = parseIpv6(text);
    expect(address !== undefined && formatIpv6Expanded(address)).toBe(expanded);
  });

  it.each([
    '',
    ':',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '12345::',
    'g::1',
    ':1::',
    '1.2.3.4::',
    '::1.2.3.256',
    '::1.2.3.4:5',
    'fe80::1%eth0',
    ' ::1',
    '::1/64',
    ':'.repeat(200_000),
  ])('rejects %j', (text) => {
    expect(parseIpv6(text)).toBeUndefined();
  });
});

describe('formatIpv6 (RFC 5952)', () => {
  it.each([
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['1:0:0:0:0:0:0:0', '1::'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['::ffff:192.168.1.1', '::ffff:c0a8:101'],
  ])('%s is written %s', (text, canonical) => {
    expect(formatIpv6(parseIpv6(text) as bigint)).toBe(canonical);
  });
});

describe('prefixes', () => {
  const address = parseIpv6('2001:db8:abcd:12::1') as bigint;

  it('masks, first and last addresses, sizes', () => {
    expect(formatIpv6(ipv6MaskOfPrefix(64))).toBe('ffff:ffff:ffff:ffff::');
    expect(formatIpv6(ipv6MaskOfPrefix(0))).toBe('::');
    expect(formatIpv6(ipv6MaskOfPrefix(128))).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
    expect(formatIpv6(ipv6NetworkOf(address, 48))).toBe('2001:db8:abcd::');
    expect(formatIpv6(ipv6LastOf(address, 48))).toBe('2001:db8:abcd:ffff:ffff:ffff:ffff:ffff');
    expect(ipv6BlockSize(64)).toBe(18446744073709551616n);
    expect(ipv6BlockSize(0)).toBe(2n ** 128n);
    expect(ipv6BlockSize(128)).toBe(1n);
  });
});
