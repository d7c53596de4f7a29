import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import {
  defaultMac,
  macError,
  parseSubnetId,
  randomUlaPrefix,
  subnetOf,
  ulaBlocks,
  ulaPrefixFromMac,
} from './ipv6-ula-generator';
import words from './locales/en.json';

// The spec's other examples run as data (operations.ts, src/tools/operations.test.ts).
describe('the spec examples', () => {
  it('frozen clock 1700000000000 and the default MAC → fdb7:29eb:4229', () => {
    const prefix = ulaPrefixFromMac(defaultMac, 1_700_000_000_000);
    expect(prefix).toBe('fdb7:29eb:4229');
    expect(ulaBlocks(prefix)).toEqual({
      ula: 'fdb7:29eb:4229::/48',
      first: 'fdb7:29eb:4229:0::/64',
      last: 'fdb7:29eb:4229:ffff::/64',
    });
  });

  it.each([
    ['20:37:06', undefined],
    [defaultMac, undefined],
    ['20-37-06-12-34-56', undefined],
    ['', 'Invalid MAC address'],
    ['2037.0612.3456', 'Invalid MAC address'],
  ])('MAC "%s" → %s', (mac, error) => {
    const message = macError(mac);
    expect(message && inEnglish(message)).toBe(error);
  });
});

describe('ours', () => {
  it('a new time gives a new prefix for the same MAC', () => {
    expect(ulaPrefixFromMac(defaultMac, 1_700_000_000_001)).not.toBe(ulaPrefixFromMac(defaultMac, 1_700_000_000_000));
  });

  it('random mode: 40 random bits under fd', () => {
    const prefixes = Array.from({ length: 20 }, randomUlaPrefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}$/);
    expect(new Set(prefixes).size).toBe(20);
  });

  it.each([
    ['0', '0'],
    ['0001', '1'],
    ['BEEF', 'beef'],
    [' ffff ', 'ffff'],
  ])('subnet ID %s → %s', (text, id) => expect(parseSubnetId(text)).toEqual({ ok: true, value: id }));

  it.each(['', '10000', 'xyz', '-1'])('subnet ID "%s" is refused', (text) =>
    expect(errorInEnglish(parseSubnetId(text), words)).toBe('Invalid subnet ID: 1 to 4 hex digits (0000–ffff)'),
  );

  it('a /64 of the /48 and an address in it', () => {
    expect(subnetOf('fdb7:29eb:4229', 'beef')).toEqual({
      network: 'fdb7:29eb:4229:beef::/64',
      exampleHost: 'fdb7:29eb:4229:beef::1',
    });
  });
});
