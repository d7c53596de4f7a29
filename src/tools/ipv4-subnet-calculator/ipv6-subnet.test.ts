import { describe, expect, it } from 'vitest';
import { describeIpv6Subnet, ipv6ParseError } from './ipv6-subnet';

describe('describeIpv6Subnet', () => {
  it('2001:db8::1/64', () => {
    expect(describeIpv6Subnet('2001:db8::1/64')).toEqual({
      ok: true,
      value: {
        network: '2001:db8::/64',
        networkAddress: '2001:db8::',
        prefixLength: '/64',
        networkMask: 'ffff:ffff:ffff:ffff::',
        networkSize: '18446744073709551616',
        firstAddress: '2001:db8::',
        lastAddress: '2001:db8::ffff:ffff:ffff:ffff',
        expandedAddress: '2001:0db8:0000:0000:0000:0000:0000:0001',
        compressedAddress: '2001:db8::1',
        addressType: 'Documentation (RFC 3849)',
      },
    });
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

  it('fd12:3456:789a:1::abcd/48, a unique local block', () => {
    expect(describeIpv6Subnet('fd12:3456:789a:1::abcd/48')).toMatchObject({
      ok: true,
      value: {
        network: 'fd12:3456:789a::/48',
        lastAddress: 'fd12:3456:789a:ffff:ffff:ffff:ffff:ffff',
        networkSize: '1208925819614629174706176',
        addressType: 'Unique local (RFC 4193)',
      },
    });
  });

  it.each(['192.168.0.1/24', '2001:db8::1/129', 'fd12::1::2', 'hello', ''])('rejects %j', (text) => {
    expect(describeIpv6Subnet(text)).toEqual({ ok: false, error: ipv6ParseError });
  });
});
