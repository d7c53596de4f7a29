import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { invalidMacMessage, isMacPairs } from '../../lib/mac/mac-address';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { randomHex } from '../../lib/random';

export const defaultMac = '20:37:06:12:34:56';

/** The reference's rule: 3 to 6 hex pairs separated by ":" or "-". */
export function macError(mac: string): Message | undefined {
  return isMacPairs(mac) ? undefined : invalidMacMessage;
}

/** The 40-bit global ID as 10 hex digits written as a /48: fd + 2 digits, then two groups of 4. */
function prefixOfGlobalId(globalId: string): string {
  return `fd${globalId.slice(0, 2)}:${globalId.slice(2, 6)}:${globalId.slice(6, 10)}`;
}

/**
 * The reference's derivation, kept exactly: SHA-1 of the time in milliseconds followed by the
 * MAC address as typed; the last 40 bits of the digest are the global ID.
 */
export function ulaPrefixFromMac(mac: string, now: number): string {
  const digest = bytesToHex(sha1(utf8ToBytes(String(now) + mac)));
  return prefixOfGlobalId(digest.slice(-10));
}

/** 40 random bits as the global ID: all RFC 4193 asks for, and nothing about the machine. */
export function randomUlaPrefix(): string {
  return prefixOfGlobalId(randomHex(5));
}

export interface UlaBlocks {
  ula: string;
  first: string;
  last: string;
}

export function ulaBlocks(prefix: string): UlaBlocks {
  return { ula: `${prefix}::/48`, first: `${prefix}:0::/64`, last: `${prefix}:ffff::/64` };
}

export const invalidSubnetMessage: Message = message('errors.invalidSubnet');

/** A subnet ID of the /48, written as an IPv6 group is (lowercase, no leading zeros). */
export function parseSubnetId(text: string): Result<string, Message> {
  const trimmed = text.trim();
  if (!/^[0-9a-f]{1,4}$/i.test(trimmed)) return err(invalidSubnetMessage);
  return ok(Number.parseInt(trimmed, 16).toString(16));
}

export interface Subnet {
  network: string;
  /** An address in it: the subnet's first host (::1). */
  exampleHost: string;
}

export function subnetOf(prefix: string, subnetId: string): Subnet {
  return { network: `${prefix}:${subnetId}::/64`, exampleHost: `${prefix}:${subnetId}::1` };
}
