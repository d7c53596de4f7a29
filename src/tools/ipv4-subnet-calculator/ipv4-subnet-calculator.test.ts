import { describe, expect, it } from 'vitest';
import { parseIpv4Block } from '../../lib/ipv4/block';
import { errorInEnglish, inEnglish } from '../../test/words';
import { adjacentBlock, describeSubnet, ipClassOf, type SubnetDetails } from './ipv4-subnet-calculator';
import words from './locales/en.json';

function details(text: string): SubnetDetails {
  const result = describeSubnet(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts).
describe('describeSubnet: words', () => {
  it('says what the block is for, and why it cannot parse', () => {
    expect(inEnglish(details('192.168.0.1/24').addressType)).toBe('Private (192.168.0.0/16, RFC 1918)');
    expect(errorInEnglish(describeSubnet('256.1.1.1'), words)).toBe('We cannot parse this address, check the format');
  });
});

describe('describeSubnet: other forms and edges', () => {
  it.each([
    ['192.168.0.1', '192.168.0.1/32', '1', '192.168.0.1', '192.168.0.1'],
    ['192.168.0.1/255.255.255.0', '192.168.0.0/24', '256', '192.168.0.1', '192.168.0.254'],
    ['192.168.0.1 255.255.255.128', '192.168.0.0/25', '128', '192.168.0.1', '192.168.0.126'],
    ['172.16.5.4 255.255.240.0', '172.16.0.0/20', '4096', '172.16.0.1', '172.16.15.254'],
    [' 8.8.8.8/0 ', '0.0.0.0/0', '4294967296', '0.0.0.1', '255.255.255.254'],
  ])('%j is %s of %s addresses, %s … %s', (text, netmask, size, first, last) => {
    expect(details(text)).toMatchObject({ netmask, networkSize: size, firstAddress: first, lastAddress: last });
  });

  it('a /32 has one usable address and no broadcast', () => {
    expect(details('192.168.0.1')).toMatchObject({ usableHosts: '1', broadcastAddress: undefined });
  });

  it.each([
    '10',
    '010.0.0.1',
    '0x0a.0.0.1',
    '1.2.3.4/0x18',
    '1.2.3.4/24/8',
    '1.2.3.4/255.0.255.0',
    '',
    'x'.repeat(5e5),
  ])('rejects the reference quirks and junk: %j', (text) => {
    expect(describeSubnet(text).ok).toBe(false);
  });

  it.each([
    [0, 'A'],
    [127 << 24, 'A'],
    [128 << 24, 'B'],
    [191 << 24, 'B'],
    [192 << 24, 'C'],
    [224 << 24, 'D'],
    [240 << 24, 'E'],
  ])('network %d is class %s', (network, ipClass) => {
    expect(ipClassOf(network >>> 0)).toBe(ipClass);
  });
});

describe('adjacentBlock', () => {
  const block = (text: string) => parseIpv4Block(text)!;

  it.each([
    ['192.168.0.1/24', 1, '192.168.1.0/24'],
    ['192.168.0.0/24', -1, '192.167.255.0/24'],
    ['10.1.2.3/31', 1, '10.1.2.4/31'],
    ['0.0.0.0/1', 1, '128.0.0.0/1'],
  ] as const)('%s, step %d: %s', (text, step, expected) => {
    expect(adjacentBlock(block(text), step)).toBe(expected);
  });

  it.each([
    ['255.255.255.0/24', 1],
    ['0.0.0.0/24', -1],
    ['1.2.3.4/0', 1],
    ['1.2.3.4/0', -1],
    ['255.255.255.255', 1],
  ] as const)('none past the ends: %s, step %d', (text, step) => {
    expect(adjacentBlock(block(text), step)).toBeUndefined();
  });
});
