import { describe, expect, it } from 'vitest';
import {
  formatIpv4,
  ipv4ReverseDnsName,
  ipv4ToBinary,
  ipv4ToDottedBinary,
  ipv4ToDottedHex,
  ipv4ToHex,
  parseIpv4,
} from './address';

describe('parseIpv4', () => {
  it.each([
    ['192.168.1.1', 3232235777],
    ['10.0.0.1', 167772161],
    ['0.0.0.0', 0],
    ['255.255.255.255', 4294967295],
    ['128.0.0.0', 2147483648],
  ])('%s is %d', (text, expected) => {
    expect(parseIpv4(text)).toBe(expected);
  });

  it.each([
    '192.168.1.256',
    '256.1.1.1',
    '10',
    '1.2.3',
    '1.2.3.4.5',
    '010.0.0.1',
    '1.2.3.04',
    '0x0a.0.0.1',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4\n',
    '1..2.3',
    '1.2.3.-4',
    '١.٢.٣.٤',
    '',
    '1'.repeat(200_000),
  ])('rejects %j', (text) => {
    expect(parseIpv4(text)).toBeUndefined();
  });
});

describe('formats', () => {
  it.each([
    [3232235777, '192.168.1.1', 'C0A80101', '11000000101010000000000100000001'],
    [167772161, '10.0.0.1', '0A000001', '00001010000000000000000000000001'],
    [0, '0.0.0.0', '00000000', '0'.repeat(32)],
    [4294967295, '255.255.255.255', 'FFFFFFFF', '1'.repeat(32)],
  ])('%d is %s, %s, %s', (address, dotted, hex, binary) => {
    expect(formatIpv4(address)).toBe(dotted);
    expect(ipv4ToHex(address)).toBe(hex);
    expect(ipv4ToBinary(address)).toBe(binary);
  });

  it('writes each octet in binary or hexadecimal, and the reverse-DNS name', () => {
    expect(ipv4ToDottedBinary(3232235777)).toBe('11000000.10101000.00000001.00000001');
    expect(ipv4ToDottedHex(3232235777)).toBe('C0.A8.01.01');
    expect(ipv4ReverseDnsName(3232235777)).toBe('1.1.168.192.in-addr.arpa');
  });
});
