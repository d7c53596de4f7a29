/**
 * IPv4 addresses as unsigned 32-bit numbers (0 … 4,294,967,295): plain JavaScript numbers, kept
 * unsigned with `>>> 0` after every bitwise step, since `&`, `|` and `~` work on signed 32 bits.
 */
import { message, type Message } from '../operation/message';

/** The error of a field that takes one dotted address. */
export const invalidIpv4Address: Message = message('common.ipv4.errors.invalidAddress');

/** How many IPv4 addresses there are: 2^32. */
export const ipv4AddressCount = 2 ** 32;

// One octet: 0–255 in decimal, without leading zeros (a leading zero reads as octal elsewhere).
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const dottedDecimal = new RegExp(`^${octet}\\.${octet}\\.${octet}\\.${octet}$`);

/** The longest text a dotted address can be ("255.255.255.255"). */
const longestDotted = 15;

/** `a.b.c.d` as four decimal octets, nothing else; undefined for any other text. */
export function parseIpv4(text: string): number | undefined {
  if (text.length > longestDotted || !dottedDecimal.test(text)) return undefined;
  return fromOctets(text.split('.').map(Number));
}

/** The number of four octets, the first the most significant. */
export function fromOctets(octets: readonly number[]): number {
  return octets.reduce((address, value) => address * 256 + value, 0);
}

export function ipv4Octets(address: number): [number, number, number, number] {
  return [address >>> 24, (address >>> 16) & 0xff, (address >>> 8) & 0xff, address & 0xff];
}

/** `a.b.c.d`. */
export function formatIpv4(address: number): string {
  return ipv4Octets(address).join('.');
}

/** The 32 bits, most significant first, leading zeros kept. */
export function ipv4ToBinary(address: number): string {
  return (address >>> 0).toString(2).padStart(32, '0');
}

/** Eight uppercase hexadecimal digits, leading zeros kept. */
export function ipv4ToHex(address: number): string {
  return (address >>> 0).toString(16).toUpperCase().padStart(8, '0');
}

/** Each octet as eight bits, joined by dots: 11000000.10101000.00000001.00000001. */
export function ipv4ToDottedBinary(address: number): string {
  return ipv4Octets(address)
    .map((value) => value.toString(2).padStart(8, '0'))
    .join('.');
}

/** Each octet as two uppercase hexadecimal digits, joined by dots: C0.A8.01.01. */
export function ipv4ToDottedHex(address: number): string {
  return ipv4Octets(address)
    .map((value) => value.toString(16).toUpperCase().padStart(2, '0'))
    .join('.');
}

/** The reverse-DNS (PTR) name: 192.168.1.1 → 1.1.168.192.in-addr.arpa. */
export function ipv4ReverseDnsName(address: number): string {
  return `${ipv4Octets(address).reverse().join('.')}.in-addr.arpa`;
}
