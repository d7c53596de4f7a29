// MAC addresses (IEEE 802 MAC-48): how people write them, and what their first octet says.
import { message, type Message } from '../operation/message';
import { err, ok, type Result } from '../result';

export const invalidMacMessage: Message = message('common.mac.errors.invalid');
export const invalidPartialMacMessage: Message = message('common.mac.errors.invalidPartial');

/** it-tools' rule, kept for its error: 3 to 6 pairs of hex digits separated by ":" or "-". */
const pairsNotation = /^(?:[0-9a-f]{2}[:-]){2,5}[0-9a-f]{2}$/i;
/** Cisco's dotted notation: three groups of four hex digits (aabb.ccdd.eeff). */
const ciscoNotation = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const bareNotation = /^[0-9a-f]{12}$/i;

/** True for 3 to 6 hex pairs separated by ":" or "-" ("20:37:06" is enough). */
export function isMacPairs(text: string): boolean {
  return pairsNotation.test(text);
}

/** True for any notation the lookup takes: hex pairs, Cisco dotted, or 12 bare hex digits. */
export function isMacNotation(text: string): boolean {
  return pairsNotation.test(text) || ciscoNotation.test(text) || bareNotation.test(text);
}

/** The six bytes of a full address in any notation `isMacNotation` takes. */
export function parseMac48(text: string): Result<number[], Message> {
  const trimmed = text.trim();
  if (!isMacNotation(trimmed)) return err(invalidMacMessage);
  const hex = trimmed.replace(/[.:-]/g, '');
  if (hex.length !== 12) return err(invalidMacMessage);
  return ok(hexBytes(hex));
}

function hexBytes(hex: string): number[] {
  return Array.from({ length: hex.length / 2 }, (_, index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

/**
 * How bytes are joined: a separator between every byte (':', '-', '.', or nothing), or Cisco's
 * groups of two bytes (aabb.ccdd.eeff).
 */
export type MacSeparator = ':' | '-' | '.' | '' | 'cisco';
export const letterCases = ['upper', 'lower'] as const;
export type LetterCase = (typeof letterCases)[number];

export function formatMac(bytes: readonly number[], separator: MacSeparator, letterCase: LetterCase = 'upper'): string {
  const pairs = bytes.map((byte) => byte.toString(16).padStart(2, '0'));
  const joined =
    separator === 'cisco'
      ? Array.from({ length: Math.ceil(pairs.length / 2) }, (_, index) =>
          pairs.slice(index * 2, index * 2 + 2).join(''),
        ).join('.')
      : pairs.join(separator);
  return letterCase === 'upper' ? joined.toUpperCase() : joined;
}

/** EUI-64 from a MAC-48: FF:FE in the middle. */
export function eui64(bytes: readonly number[]): number[] {
  return [...bytes.slice(0, 3), 0xff, 0xfe, ...bytes.slice(3)];
}

/** The IPv6 interface identifier (modified EUI-64, RFC 4291): EUI-64 with the universal/local bit flipped. */
export function ipv6InterfaceId(bytes: readonly number[]): string {
  const [first, ...rest] = eui64(bytes);
  const flipped = [first ^ 0x02, ...rest].map((byte) => byte.toString(16).padStart(2, '0'));
  return [0, 2, 4, 6].map((index) => flipped[index] + flipped[index + 1]).join(':');
}

export interface MacFlags {
  /** Bit 0x02 of the first octet: not assigned by the IEEE (VMs, randomised Wi-Fi addresses). */
  locallyAdministered: boolean;
  /** Bit 0x01 of the first octet: a group address. */
  multicast: boolean;
}

export function macFlags(firstOctet: number): MacFlags {
  return { locallyAdministered: (firstOctet & 0x02) !== 0, multicast: (firstOctet & 0x01) !== 0 };
}

/** The first octet of what someone typed, when it starts with two hex digits. */
export function firstOctetOf(text: string): number | undefined {
  const match = /^\s*([0-9a-f]{2})/i.exec(text);
  return match ? Number.parseInt(match[1], 16) : undefined;
}

/**
 * A partial address, as a prefix to complete: 0 to 5 pairs of hex digits each followed by a
 * separator (":", "-", "." or space), then 0 to 2 hex digits ("ff:ee:a" is ff, ee, 0a).
 */
const partialNotation = /^(?:[0-9a-f]{2}[:\-. ]){0,5}[0-9a-f]{0,2}$/i;

export function parsePartialMac(text: string): Result<number[], Message> {
  if (!partialNotation.test(text)) return err(invalidPartialMacMessage);
  const parts = text.split(/[^0-9a-f]/i).filter((part) => part !== '');
  return ok(parts.map((part) => Number.parseInt(part, 16)));
}
