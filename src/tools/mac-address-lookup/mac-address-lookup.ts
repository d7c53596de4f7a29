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
import type { VendorMatch } from '../../lib/oui/vendor-lookup';

export const defaultMacAddress = '20:37:06:12:34:56';
export const unknownVendor = 'Unknown vendor for this address';

/** The error under the field: none while it is empty or holds a notation the lookup takes. */
export function macAddressError(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' || isMacNotation(trimmed) ? undefined : invalidMacMessage;
}

/** What the first octet of a well-formed address says, which explains most unknown vendors. */
export function addressNotes(text: string): string[] {
  if (macAddressError(text) !== undefined) return [];
  const octet = firstOctetOf(text);
  if (octet === undefined) return [];
  const { locallyAdministered, multicast } = macFlags(octet);
  return [
    ...(locallyAdministered ? ['Locally administered address'] : []),
    ...(multicast ? ['Multicast address'] : []),
  ];
}

/** The record as the clipboard gets it: one element a line. */
export const vendorText = (match: VendorMatch) => match.lines.join('\n');

/** A registry prefix as hex pairs with its size in bits: "20:37:06/24", "70:B3:D5:12:3/36". */
export function registryBlock(prefix: string): string {
  return `${prefix.match(/.{1,2}/g)!.join(':')}/${prefix.length * 4}`;
}

export interface Notation {
  label: string;
  value: string;
}

/** A full address written every usual way; undefined unless the text is a whole address. */
export function macNotations(text: string): Notation[] | undefined {
  const parsed = parseMac48(text);
  if (!parsed.ok) return undefined;
  const bytes = parsed.value;
  return [
    { label: 'Colon:', value: formatMac(bytes, ':') },
    { label: 'Dash:', value: formatMac(bytes, '-') },
    { label: 'Dotted (Cisco):', value: formatMac(bytes, 'cisco', 'lower') },
    { label: 'Bare:', value: formatMac(bytes, '') },
    { label: 'EUI-64:', value: formatMac(eui64(bytes), ':') },
    { label: 'IPv6 interface ID (modified EUI-64):', value: ipv6InterfaceId(bytes) },
  ];
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
  vendor: string;
  block: string;
  notes: string;
}

export function bulkRows(addresses: readonly string[], matches: readonly (VendorMatch | undefined)[]): BulkRow[] {
  return addresses.map((address, index) => {
    const match = matches[index];
    const notes = macAddressError(address) ?? addressNotes(address).join(', ');
    return {
      address,
      vendor: match?.lines[0] ?? unknownVendor,
      block: match ? registryBlock(match.prefix) : '',
      notes,
    };
  });
}
