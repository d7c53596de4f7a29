import {
  eui64,
  firstOctetOf,
  formatMac,
  invalidMacMessage,
  ipv6InterfaceId,
  isMacNotation,
  macFlags,
  parseMac48,
} from '../../lib/mac/mac-address';
import { message, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';
import type { VendorMatch } from '../../lib/oui/vendor-lookup';

export const defaultMacAddress = '20:37:06:12:34:56';

/** The error under the field: none while it is empty or holds a notation the lookup takes. */
export function macAddressError(text: string): Message | undefined {
  const trimmed = text.trim();
  return trimmed === '' || isMacNotation(trimmed) ? undefined : invalidMacMessage;
}

/** What the first octet of a well-formed address says, which explains most unknown vendors. */
export function addressNotes(text: string): Message[] {
  if (macAddressError(text) !== undefined) return [];
  const octet = firstOctetOf(text);
  if (octet === undefined) return [];
  const { locallyAdministered, multicast } = macFlags(octet);
  return [
    ...(locallyAdministered ? [message('notes.locallyAdministered')] : []),
    ...(multicast ? [message('notes.multicast')] : []),
  ];
}

/** The record as the clipboard gets it: one element a line. */
export const vendorText = (match: VendorMatch) => match.lines.join('\n');

/** A registry prefix as hex pairs with its size in bits: "20:37:06/24", "70:B3:D5:12:3/36". */
export function registryBlock(prefix: string): string {
  return `${prefix.match(/.{1,2}/g)!.join(':')}/${prefix.length * 4}`;
}

/** A full address written every usual way, by the names of the notations operation's outputs. */
export interface MacNotations {
  colon: string;
  dash: string;
  cisco: string;
  bare: string;
  eui64: string;
  ipv6InterfaceId: string;
}

/** A full address written every usual way; the error of any other text. */
export function macNotations(text: string): Result<MacNotations, Message> {
  const parsed = parseMac48(text);
  if (!parsed.ok) return parsed;
  const bytes = parsed.value;
  return ok({
    colon: formatMac(bytes, ':'),
    dash: formatMac(bytes, '-'),
    cisco: formatMac(bytes, 'cisco', 'lower'),
    bare: formatMac(bytes, ''),
    eui64: formatMac(eui64(bytes), ':'),
    ipv6InterfaceId: ipv6InterfaceId(bytes),
  });
}

export const bulkLineLimit = 1000;

/** The addresses of a bulk lookup: its non-blank lines, trimmed, the first `bulkLineLimit`. */
export function bulkAddresses(text: string): string[] {
  const addresses: string[] = [];
  for (const line of text.split('\n', bulkLineLimit * 4)) {
    const address = line.trim();
    if (address !== '') addresses.push(address);
    if (addresses.length === bulkLineLimit) break;
  }
  return addresses;
}

export interface BulkRow {
  address: string;
  /** The organisation; none when the registry has no record of the address. */
  vendor?: string;
  block: string;
  /** Why the address is not valid, or what its first octet says. */
  notes: Message[];
}

export function bulkRows(addresses: readonly string[], matches: readonly (VendorMatch | undefined)[]): BulkRow[] {
  return addresses.map((address, index) => {
    const match = matches[index];
    const error = macAddressError(address);
    return {
      address,
      vendor: match?.lines[0],
      block: match ? registryBlock(match.prefix) : '',
      notes: error ? [error] : addressNotes(address),
    };
  });
}
