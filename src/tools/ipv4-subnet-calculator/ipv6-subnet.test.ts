import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import { describeIpv6Subnet, ipv6ParseError } from './ipv6-subnet';
import words from './locales/en.json';

describe('describeIpv6Subnet', () => {
  // The examples of operations.ts cover a documentation and a unique local block.
  it('says what the block is for', () => {
    const subnet = describeIpv6Subnet('2001:db8::1/64');
    expect(subnet.ok && inEnglish(subnet.value.addressType)).toBe('Documentation (RFC 3849)');
  });

  it('a lone address is a /128; the whole space is 2^128 addresses', () => {
    expect(describeIpv6Subnet('fe80::1')).toMatchObject({
      ok: true,
      value: { network: 'fe80::1/128', networkSize: '1' },
    });
    expect(describeIpv6Subnet('::/0')).toMatchObject({
      ok: true,
      value: {
        networkSize: '340282366920938463463374607431768211456',
        lastAddress: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      },
    });
  });

  it.each(['192.168.0.1/24', '2001:db8::1/129', 'fd12::1::2', 'hello', ''])('rejects %j', (text) => {
    expect(describeIpv6Subnet(text)).toEqual({ ok: false, error: ipv6ParseError });
  });

  it('words its error as the page shows it', () => {
    expect(errorInEnglish(describeIpv6Subnet('hello'), words)).toBe(
      'We cannot parse this IPv6 address, check the format',
    );
  });
});
