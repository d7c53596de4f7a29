import { formatIpv4, invalidIpv4Address, parseIpv4 } from '../../lib/ipv4/address';
import { formatIpv4Block, type Ipv4Block } from '../../lib/ipv4/block';
import { alignmentPrefix, blockSize, commonPrefixLength, lastOf, networkOf } from '../../lib/ipv4/prefix';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

/** The most addresses the list shows: enough for a /20, and quick to draw whatever the range. */
export const maxListedAddresses = 4096;

/** The end comes before the start. */
export const reversedRangeError: Message = message('errors.reversed');

// The counts of the range table are values to copy, and the output of the operation: written
// one way, whatever the page's language.
const thousands = (count: number) => count.toLocaleString('en-US');

/** An address field's value, or why not; undefined while it is blank. */
export function readAddress(text: string): Result<number, Message> | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const address = parseIpv4(trimmed);
  return address === undefined ? err(invalidIpv4Address) : ok(address);
}

export interface RangeExpansion {
  /** The range as given. */
  old: { start: string; end: string; count: string };
  /** The smallest single CIDR block holding it. */
  new: { start: string; end: string; count: string; cidr: string };
}

/** The smallest CIDR block covering start … end; an error when the end comes before the start. */
export function expandRange(start: number, end: number): Result<RangeExpansion, Message> {
  if (end < start) return err(reversedRangeError);
  const prefix = commonPrefixLength(start, end);
  const network = networkOf(start, prefix);
  return ok({
    old: { start: formatIpv4(start), end: formatIpv4(end), count: thousands(end - start + 1) },
    new: {
      start: formatIpv4(network),
      end: formatIpv4(lastOf(start, prefix)),
      count: thousands(blockSize(prefix)),
      cidr: formatIpv4Block({ address: network, prefix }),
    },
  });
}

/**
 * The fewest CIDR blocks holding exactly start … end (at most 62): from the start, each time the
 * largest block that begins there and does not pass the end.
 */
export function exactCover(start: number, end: number): Ipv4Block[] {
  const blocks: Ipv4Block[] = [];
  let address = start;
  while (address <= end) {
    const fitting = 32 - Math.floor(Math.log2(end - address + 1));
    const prefix = Math.max(alignmentPrefix(address), fitting);
    blocks.push({ address, prefix });
    address += blockSize(prefix);
  }
  return blocks;
}

export interface AddressList {
  /** One address a line, the first `shown` of the range. */
  text: string;
  shown: number;
  total: number;
}

/** The range's addresses, one a line, the first `max` only: a /8 would be 16 million lines. */
export function listAddresses(start: number, end: number, max = maxListedAddresses): AddressList {
  const total = end - start + 1;
  const shown = Math.min(total, max);
  const lines = Array.from({ length: shown }, (_, offset) => formatIpv4(start + offset));
  return { text: lines.join('\n'), shown, total };
}

/** That the list stops short of the range, when it does. */
export function listedNotice({ shown, total }: AddressList): Message | undefined {
  return shown < total ? message('list.firstOnly', { shown, total }) : undefined;
}

const rangeText = /^\s*(\S+?)\s*[-–—]\s*(\S+)\s*$/;

/** "a.b.c.d-e.f.g.h" (a pasted range): its two addresses; undefined for any other text. */
export function splitRangeText(text: string): { start: string; end: string } | undefined {
  if (text.length > 64) return undefined;
  const parts = rangeText.exec(text);
  if (!parts || parseIpv4(parts[1]) === undefined || parseIpv4(parts[2]) === undefined) return undefined;
  return { start: parts[1], end: parts[2] };
}

/** Whether `after` is `before` with one character inserted: a key press, not a paste. */
export function isOneCharacterTyped(before: string, after: string): boolean {
  if (after.length !== before.length + 1) return false;
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  return after.slice(at + 1) === before.slice(at);
}
