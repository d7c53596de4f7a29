import { formatIpv6, parseIpv6 } from './address';

/** An address with a prefix length: `2001:db8::1/64`. */
export interface Ipv6Block {
  address: bigint;
  prefix: number;
}

// 0–128, no leading zeros.
const prefixLength = /^(?:12[0-8]|1[01]\d|[1-9]?\d)$/;

/** `address` (a /128) or `address/n` with n 0–128; whitespace around the parts is allowed. */
export function parseIpv6Block(text: string): Ipv6Block | undefined {
  const parts = text.trim().split('/');
  if (parts.length > 2) return undefined;
  const address = parseIpv6(parts[0].trimEnd());
  if (address === undefined) return undefined;
  if (parts.length === 1) return { address, prefix: 128 };
  const prefix = parts[1].trimStart();
  return prefixLength.test(prefix) ? { address, prefix: Number(prefix) } : undefined;
}

export function formatIpv6Block({ address, prefix }: Ipv6Block): string {
  return `${formatIpv6(address)}/${prefix}`;
}
