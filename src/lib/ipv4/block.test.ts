import { describe, expect, it } from 'vitest';
import { formatIpv4Block, parseIpv4Block } from './block';

describe('parseIpv4Block', () => {
  it.each([
    ['192.168.0.1/24', '192.168.0.1/24'],
    ['192.168.0.1', '192.168.0.1/32'],
    ['192.168.0.1/255.255.255.0', '192.168.0.1/24'],
    ['192.168.0.1 255.255.240.0', '192.168.0.1/20'],
    ['  10.1.2.3 / 31 ', '10.1.2.3/31'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['1.2.3.4/0.0.0.0', '1.2.3.4/0'],
  ])('%j is %s', (text, expected) => {
    const block = parseIpv4Block(text);
    expect(block && formatIpv4Block(block)).toBe(expected);
  });

  it.each([
    '256.1.1.1',
    '10',
    '010.0.0.1/8',
    '0x0a.0.0.1',
    '1.2.3.4/33',
    '1.2.3.4/024',
    '1.2.3.4/0x18',
    '1.2.3.4/24/8',
    '1.2.3.4/',
    '1.2.3.4 24',
    '1.2.3.4/255.0.255.0',
    '1.2.3.4 255.255.255.0 x',
    '/24',
    '',
    `1.2.3.4/${'2'.repeat(200_000)}`,
  ])('rejects %j', (text) => {
    expect(parseIpv4Block(text)).toBeUndefined();
  });
});
