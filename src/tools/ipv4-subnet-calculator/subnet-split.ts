import { formatIpv4 } from '../../lib/ipv4/address';
import { formatIpv4Block, type Ipv4Block } from '../../lib/ipv4/block';
import { blockSize, lastOf, networkOf } from '../../lib/ipv4/prefix';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { hostRange } from './ipv4-subnet-calculator';

/** The most subnets a split lists. */
export const maxSubnets = 4096;

export const subnetCountError: Message = message('errors.subnetCount', { max: maxSubnets });

export interface Subnet {
  cidr: string;
  firstHost: string;
  lastHost: string;
  broadcast: string;
  usableHosts: number;
}

export interface SubnetSplit {
  /** The prefix length of each subnet. */
  prefix: number;
  subnets: Subnet[];
}

/** The count as typed in its number box: a whole number from 2 to maxSubnets. */
export function parseSubnetCount(typed: string): Result<number, Message> {
  const count = /^\d{1,5}$/.test(typed.trim()) ? Number(typed) : Number.NaN;
  return count >= 2 && count <= maxSubnets ? ok(count) : err(subnetCountError);
}

/**
 * `block` cut into `count` equal subnets; a count that is not a power of two is rounded up to one,
 * since equal CIDR blocks come in powers of two.
 */
export function splitBlock(block: Ipv4Block, count: number): Result<SubnetSplit, Message> {
  const extraBits = Math.ceil(Math.log2(count));
  const prefix = block.prefix + extraBits;
  if (block.prefix === 32) return err(message('errors.singleAddress'));
  if (prefix > 32) {
    const most = Math.min(blockSize(block.prefix), maxSubnets);
    return err(message('errors.splitsAtMost', { prefix: block.prefix, most }));
  }
  const first = networkOf(block.address, block.prefix);
  const size = blockSize(prefix);
  const subnets = Array.from({ length: 2 ** extraBits }, (_, index) => subnetAt(first + index * size, prefix));
  return ok({ prefix, subnets });
}

function subnetAt(network: number, prefix: number): Subnet {
  const hosts = hostRange({ address: network, prefix });
  return {
    cidr: formatIpv4Block({ address: network, prefix }),
    firstHost: formatIpv4(hosts.first),
    lastHost: formatIpv4(hosts.last),
    broadcast: prefix >= 31 ? '' : formatIpv4(lastOf(network, prefix)),
    usableHosts: hosts.count,
  };
}
