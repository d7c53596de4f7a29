import { formatIpv4, parseIpv4 } from './address';
import { prefixOfMask } from './prefix';

/** An address with a prefix length: `192.168.0.1/24` (the address need not be the network's). */
export interface Ipv4Block {
  address: number;
  prefix: number;
}

// No leading zeros: "/024" is not read as 24 (nor as octal 20).
const prefixLength = /^(?:3[0-2]|[12]?\d)$/;

// The address, then a prefix length or mask after a slash, or a mask after a space.
const blockParts = /^([^\s/]+)(?:\s*\/\s*([^\s/]+)|\s+([^\s/]+))?$/;

/** The longest text a block can be written as ("255.255.255.255 / 255.255.255.255"). */
const longestBlock = 40;

/**
 * `a.b.c.d` (a /32), `a.b.c.d/n` (n 0–32), `a.b.c.d/m.m.m.m` or `a.b.c.d m.m.m.m` (a contiguous
 * dotted mask); undefined for any other text. Whitespace around the parts is allowed.
 */
export function parseIpv4Block(text: string): Ipv4Block | undefined {
  const trimmed = text.trim();
  if (trimmed.length > longestBlock) return undefined;
  const parts = blockParts.exec(trimmed);
  if (!parts) return undefined;
  const [, addressText, afterSlash, afterSpace] = parts;
  const address = parseIpv4(addressText);
  if (address === undefined) return undefined;
  const prefix =
    afterSlash !== undefined ? parsePrefix(afterSlash) : afterSpace !== undefined ? prefixOfDottedMask(afterSpace) : 32;
  return prefix === undefined ? undefined : { address, prefix };
}

function parsePrefix(text: string): number | undefined {
  return prefixLength.test(text) ? Number(text) : prefixOfDottedMask(text);
}

function prefixOfDottedMask(text: string): number | undefined {
  const mask = parseIpv4(text);
  return mask === undefined ? undefined : prefixOfMask(mask);
}

/** `a.b.c.d/n`. */
export function formatIpv4Block({ address, prefix }: Ipv4Block): string {
  return `${formatIpv4(address)}/${prefix}`;
}
