import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import { convertIpv4, readIpv4 } from './ipv4-address-converter';

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts).
describe('convertIpv4', () => {
  it('says "Invalid ipv4 address", as the spec words it', () => {
    expect(errorInEnglish(convertIpv4('192.168.1.256'))).toBe('Invalid ipv4 address');
  });

  it('trims the input', () => {
    expect(convertIpv4('  10.0.0.1\n')).toMatchObject({ ok: true, value: { decimal: '167772161' } });
  });
});

describe('readIpv4: the reverse direction', () => {
  it.each([
    ['3232235777', '192.168.1.1'],
    ['167772161', '10.0.0.1'],
    ['0', '0.0.0.0'],
    ['4294967295', '255.255.255.255'],
    ['0xC0A80101', '192.168.1.1'],
    ['0x0a000001', '10.0.0.1'],
    ['0xff', '0.0.0.255'],
    ['0b11000000101010000000000100000001', '192.168.1.1'],
    ['0b1', '0.0.0.1'],
    ['00001010000000000000000000000001', '10.0.0.1'],
    ['11000000.10101000.00000001.00000001', '192.168.1.1'],
    ['::ffff:c0a8:0101', '192.168.1.1'],
    ['::ffff:0a00:0001', '10.0.0.1'],
    ['::FFFF:192.168.1.1', '192.168.1.1'],
    ['0000:0000:0000:0000:0000:ffff:0a00:0001', '10.0.0.1'],
  ])('%s is %s', (text, dotted) => {
    const result = convertIpv4(text);
    expect(result.ok && result.value.dotted).toBe(dotted);
  });

  it.each([
    '4294967296',
    '010',
    '-1',
    '1.5',
    '0x',
    '0x1FFFFFFFF',
    '0b',
    '0b2',
    '0b111111111111111111111111111111111',
    '1111111111111111111111111111111',
    '11000000.10101000.00000001.0000001',
    '::1',
    '::ffff:1:c0a8:101',
    '2001:db8::1',
    '::ffff:c0a8:0101/96',
    '192.168.1',
    '192.168.01.1',
    '',
    '1'.repeat(200_000),
    '\uD800',
  ])('rejects %j', (text) => {
    expect(readIpv4(text)).toBeUndefined();
  });
});
