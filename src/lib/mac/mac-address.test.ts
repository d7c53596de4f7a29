import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import {
  eui64,
  firstOctetOf,
  formatMac,
  ipv6InterfaceId,
  isMacNotation,
  isMacPairs,
  macFlags,
  parseMac48,
  parsePartialMac,
} from './mac-address';

const cisco = [0x20, 0x37, 0x06, 0x12, 0x34, 0x56];

describe('isMacPairs (the reference rule)', () => {
  it.each(['20:37:06:12:34:56', '00-1B-63-84-45-E6', '20:37:06', 'aa-bb:cc:dd'])('accepts %s', (text) =>
    expect(isMacPairs(text)).toBe(true),
  );
  it.each(['hello', '20:37', '20:37:06:12:34:56:78', '203706123456', 'aabb.ccdd.eeff', '20:37:6', ''])(
    'rejects %s',
    (text) => expect(isMacPairs(text)).toBe(false),
  );
});

describe('isMacNotation', () => {
  it.each(['aabb.ccdd.eeff', '203706123456', '20:37:06'])('also accepts %s', (text) =>
    expect(isMacNotation(text)).toBe(true),
  );
  it.each(['aabb.ccdd', '20370612345', 'zz:zz:zz'])('rejects %s', (text) => expect(isMacNotation(text)).toBe(false));
});

describe('parseMac48', () => {
  it.each(['20:37:06:12:34:56', '20-37-06-12-34-56', '2037.0612.3456', '203706123456', ' 20:37:06:12:34:56 '])(
    'reads %s',
    (text) => expect(parseMac48(text)).toEqual({ ok: true, value: cisco }),
  );
  it.each(['20:37:06', 'hello', ''])('refuses %s', (text) =>
    expect(errorInEnglish(parseMac48(text))).toBe('Invalid MAC address'),
  );
});

describe('formatMac', () => {
  it.each([
    [':', 'upper', '20:37:06:12:34:56'],
    ['-', 'lower', '20-37-06-12-34-56'],
    ['.', 'upper', '20.37.06.12.34.56'],
    ['', 'upper', '203706123456'],
    ['cisco', 'lower', '2037.0612.3456'],
  ] as const)('separator "%s", %s case', (separator, letterCase, expected) =>
    expect(formatMac(cisco, separator, letterCase)).toBe(expected),
  );
  it('writes letters in the chosen case', () => {
    expect(formatMac([0xab, 0xcd, 0xef], ':', 'lower')).toBe('ab:cd:ef');
    expect(formatMac([0xab, 0xcd, 0xef], 'cisco')).toBe('ABCD.EF');
  });
});

describe('EUI-64', () => {
  it('puts FF:FE in the middle', () => expect(formatMac(eui64(cisco), ':')).toBe('20:37:06:FF:FE:12:34:56'));
  it('flips the universal/local bit for the IPv6 interface ID', () =>
    expect(ipv6InterfaceId(cisco)).toBe('2237:06ff:fe12:3456'));
});

describe('macFlags', () => {
  it.each([
    [0x20, false, false],
    [0x52, true, false],
    [0x01, false, true],
    [0x33, true, true],
  ])('%i', (octet, locallyAdministered, multicast) =>
    expect(macFlags(octet)).toEqual({ locallyAdministered, multicast }),
  );
  it('reads the first octet of typed text', () => {
    expect(firstOctetOf('52:54:00')).toBe(0x52);
    expect(firstOctetOf('x2')).toBeUndefined();
  });
});

describe('parsePartialMac', () => {
  it.each([
    ['64:16:7F', [0x64, 0x16, 0x7f]],
    ['ff:ee:a', [0xff, 0xee, 0x0a]],
    ['', []],
    ['64:16:7F:', [0x64, 0x16, 0x7f]],
    ['aa bb.cc-dd', [0xaa, 0xbb, 0xcc, 0xdd]],
    ['00:11:22:33:44:55', [0, 0x11, 0x22, 0x33, 0x44, 0x55]],
  ])('%s', (text, bytes) => expect(parsePartialMac(text)).toEqual({ ok: true, value: bytes }));
  it.each(['zz', '64167F', '00:11:22:33:44:55:66', '0:11'])('refuses %s', (text) =>
    expect(errorInEnglish(parsePartialMac(text))).toBe('Invalid partial MAC address'),
  );
});
