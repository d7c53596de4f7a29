import { describe, expect, it } from 'vitest';
import { parseIpv4Block } from './block';
import { inEnglish } from '../../test/words';
import { describeIpv4Scope, ipv4Scope, type Ipv4Scope } from './special-ranges';

const scopeOf = (cidr: string) => {
  const block = parseIpv4Block(cidr);
  if (!block) throw new Error(cidr);
  return ipv4Scope(block.address, block.prefix);
};

describe('ipv4Scope', () => {
  it.each<[string, Ipv4Scope]>([
    ['192.168.0.1/24', 'private'],
    ['10.1.2.3/31', 'private'],
    ['172.16.5.4/20', 'private'],
    ['172.32.0.1', 'public'],
    ['100.64.1.1/16', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['169.254.10.1/24', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['203.0.113.9', 'documentation'],
    ['198.19.0.1', 'benchmarking'],
    ['255.255.255.255', 'reserved'],
    ['0.0.0.0/8', 'reserved'],
    ['8.8.8.8', 'public'],
    ['8.0.0.0/7', 'public'],
    ['10.0.0.0/7', 'mixed'],
    ['0.0.0.0/0', 'mixed'],
  ])('%s is %s', (cidr, scope) => {
    expect(scopeOf(cidr).scope).toBe(scope);
  });

  it('names the range and where it is defined', () => {
    expect(inEnglish(describeIpv4Scope(scopeOf('100.64.1.1/16')))).toBe(
      'Shared address space (100.64.0.0/10, carrier-grade NAT, RFC 6598)',
    );
    expect(inEnglish(describeIpv4Scope(scopeOf('0.0.0.0/0')))).toBe('Mixed: holds special-purpose ranges');
    expect(inEnglish(describeIpv4Scope(scopeOf('192.168.0.1/24')))).toBe('Private (192.168.0.0/16, RFC 1918)');
    expect(inEnglish(describeIpv4Scope(scopeOf('8.8.8.8')))).toBe('Public');
  });
});
