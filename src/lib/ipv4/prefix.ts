/**
 * Prefix lengths (the /n of CIDR) and the blocks they make: a block of prefix n holds the
 * addresses sharing their first n bits with its network address.
 */

/** The mask of prefix length `prefix` (0–32): its first `prefix` bits set. */
export function maskOfPrefix(prefix: number): number {
  // A shift by 32 is a shift by 0 in JavaScript: /0 needs its own case.
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

/** The prefix length of a contiguous mask (ones, then zeros); undefined for any other mask. */
export function prefixOfMask(mask: number): number | undefined {
  const inverted = ~mask >>> 0;
  // The zeros after the ones, inverted, are a run of low ones: one less than a power of two.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return Math.clz32(inverted);
}

/** The bits a mask leaves free, set: the wildcard (host) mask. */
export function wildcardOfPrefix(prefix: number): number {
  return ~maskOfPrefix(prefix) >>> 0;
}

/** How many addresses a block of prefix length `prefix` holds: 2^(32 − prefix). */
export function blockSize(prefix: number): number {
  return 2 ** (32 - prefix);
}

/** The first address of the block of `prefix` holding `address`. */
export function networkOf(address: number, prefix: number): number {
  return (address & maskOfPrefix(prefix)) >>> 0;
}

/** The last address of the block of `prefix` holding `address`. */
export function lastOf(address: number, prefix: number): number {
  return (address | wildcardOfPrefix(prefix)) >>> 0;
}

/** How many leading bits two addresses share (0–32). */
export function commonPrefixLength(a: number, b: number): number {
  return Math.clz32((a ^ b) >>> 0);
}

/** The largest prefix length for which `address` is a network address (32 for an odd one). */
export function alignmentPrefix(address: number): number {
  if (address === 0) return 0;
  // The lowest set bit: its position tells how many low zero bits the address has.
  const lowestBit = (address & -address) >>> 0;
  return 32 - Math.log2(lowestBit);
}
