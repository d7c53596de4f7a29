import {
  formatIpv4,
  ipv4ReverseDnsName,
  ipv4ToBinary,
  ipv4ToDottedBinary,
  ipv4ToDottedHex,
  invalidIpv4Address,
  ipv4ToHex,
  parseIpv4,
} from '../../lib/ipv4/address';
import { formatIpv6Expanded, parseIpv6 } from '../../lib/ipv6/address';
import type { Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export interface Ipv4Forms {
  dotted: string;
  decimal: string;
  hexadecimal: string;
  binary: string;
  ipv6: string;
  ipv6Short: string;
  dottedBinary: string;
  dottedHexadecimal: string;
  reverseDns: string;
}

const decimal = /^(?:0|[1-9]\d{0,9})$/;
const prefixedHex = /^0x[0-9a-f]{1,8}$/i;
const prefixedBinary = /^0b[01]{1,32}$/i;
// 32 bits with no prefix, whole or in octets, as the binary rows write them: never a valid
// decimal or dotted-decimal address (too large, or an octet with leading zeros).
const bareBinary = /^(?:[01]{32}|[01]{8}(?:\.[01]{8}){3})$/;
const ipv4MappedPrefix = 0xffffn << 32n;

/**
 * An IPv4 address in any form the converter writes: dotted decimal, a decimal number, hexadecimal
 * (0x…), binary (0b…, or 32 bits), or an IPv4-mapped IPv6 address (::ffff:…). Undefined otherwise.
 */
export function readIpv4(text: string): number | undefined {
  const dotted = parseIpv4(text);
  if (dotted !== undefined) return dotted;
  if (text.length > 45) return undefined;
  if (decimal.test(text)) return withinIpv4(Number(text));
  if (prefixedHex.test(text)) return Number.parseInt(text.slice(2), 16);
  if (prefixedBinary.test(text)) return Number.parseInt(text.slice(2), 2);
  if (bareBinary.test(text)) return Number.parseInt(text.replaceAll('.', ''), 2);
  const ipv6 = text.includes(':') ? parseIpv6(text) : undefined;
  if (ipv6 !== undefined && ipv6 >> 32n === 0xffffn) return Number(ipv6 & 0xffffffffn);
  return undefined;
}

function withinIpv4(value: number): number | undefined {
  return value <= 0xffffffff ? value : undefined;
}

/** Every form of the address written in `text` (trimmed). */
export function convertIpv4(text: string): Result<Ipv4Forms, Message> {
  const address = readIpv4(text.trim());
  if (address === undefined) return err(invalidIpv4Address);
  const ipv6 = formatIpv6Expanded(ipv4MappedPrefix | BigInt(address));
  return ok({
    dotted: formatIpv4(address),
    decimal: String(address),
    hexadecimal: ipv4ToHex(address),
    binary: ipv4ToBinary(address),
    ipv6,
    ipv6Short: `::ffff:${ipv6.slice(-9)}`,
    dottedBinary: ipv4ToDottedBinary(address),
    dottedHexadecimal: ipv4ToDottedHex(address),
    reverseDns: ipv4ReverseDnsName(address),
  });
}
