import { describe, expect, it } from 'vitest';
import { formatIpv6Block, parseIpv6Block } from './block';
import { inEnglish } from '../../test/words';
import { describeIpv6Scope, ipv6Scope } from './special-ranges';

describe('parseIpv6Block', () => {
  it.each([
    ['2001:db8::1/64', '2001:db8::1/64'],
    [' 2001:DB8::1 / 48 ', '2001:db8::1/48'],
    ['::1', '::1/128'],
    ['::/0', '::/0'],
  ])('%j is %s', (text, expected) => {
    const block = parseIpv6Block(text);
    expect(block && formatIpv6Block(block)).toBe(expected);
  });

  it.each(['2001:db8::1/129', '2001:db8::1/064', '2001:db8::1/', '2001:db8::1/64/1', '/64', '192.168.0.1/24'])(
    'rejects %j',
    (text) => {
      expect(parseIpv6Block(text)).toBeUndefined();
    },
  );
});

describe('ipv6Scope', () => {
  it.each([
    ['2001:db8::1/64', 'Documentation (RFC 3849)'],
    ['::1', 'Loopback (RFC 4291)'],
    ['fd12:3456:789a::/48', 'Unique local (RFC 4193)'],
    ['fe80::1/64', 'Link-local unicast (RFC 4291)'],
    ['ff02::1', 'Multicast (RFC 4291)'],
    ['2a00:1450::/32', 'Global unicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped (RFC 4291)'],
    ['4000::/2', 'Reserved by the IETF'],
    ['::/0', 'Mixed: holds special-purpose ranges'],
  ])('%s: %s', (text, label) => {
    const block = parseIpv6Block(text);
    expect(block && inEnglish(describeIpv6Scope(ipv6Scope(block.address, block.prefix)))).toBe(label);
  });
});
