// Networks: IPv4 and IPv6 addresses, blocks (CIDR) and ranges, MAC addresses.
import { parseIpv4 } from '../ipv4/address';
import { parseIpv4Block } from '../ipv4/block';
import { parseIpv6 } from '../ipv6/address';
import { parseIpv6Block } from '../ipv6/block';
import { detected, type Detector } from './detection';

/** `192.168.1.1`. */
export const detectIpv4: Detector = (text) =>
  parseIpv4(text) === undefined ? undefined : detected('ipv4', 0.95, 'ipv4');

/** `192.168.1.0/24`, or an address and its mask (`192.168.1.0 255.255.255.0`). */
export const detectIpv4Cidr: Detector = (text) => {
  if (text.length > 40 || !/[/ ]/.test(text) || parseIpv4Block(text) === undefined) return undefined;
  return detected('ipv4-cidr', text.includes('/') ? 0.95 : 0.85, 'ipv4Cidr');
};

/** `10.0.0.1 - 10.0.0.9` (or with `–` or `to`), the first address not after the last. */
export const detectIpv4Range: Detector = (text) => {
  if (text.length > 40) return undefined;
  const ends = /^([\d.]{7,15})\s*(?:-|–|\sto\s)\s*([\d.]{7,15})$/i.exec(text);
  if (!ends) return undefined;
  const [first, last] = [parseIpv4(ends[1]), parseIpv4(ends[2])];
  return first !== undefined && last !== undefined && first <= last
    ? detected('ipv4-range', 0.95, 'ipv4Range')
    : undefined;
};

/** The address of an IPv6 text, without brackets or a zone (`[fe80::1%eth0]`). */
const ipv6Address = (text: string) => text.replace(/^\[(.*)\]$/, '$1').replace(/%[\w.-]{1,32}$/, '');

/** `2001:db8::1`; a short one (`::`, `a::b`) is only plausible. */
export const detectIpv6: Detector = (text) => {
  if (text.length > 60 || !text.includes(':')) return undefined;
  const address = ipv6Address(text);
  if (parseIpv6(address) === undefined) return undefined;
  return detected('ipv6', address.length >= 6 || address === '::1' ? 0.95 : 0.4, 'ipv6');
};

/** `2001:db8::/32`. */
export const detectIpv6Cidr: Detector = (text) => {
  if (text.length > 60 || !text.includes(':') || !text.includes('/')) return undefined;
  return parseIpv6Block(text) === undefined ? undefined : detected('ipv6-cidr', 0.95, 'ipv6Cidr');
};

/**
 * A MAC address: six pairs with colons or dashes, or Cisco's dotted groups. Twelve bare hex digits
 * are hex more often, so only plausible.
 */
export const detectMac: Detector = (text) => {
  if (text.length > 17) return undefined;
  if (/^[\da-f]{2}([:-])[\da-f]{2}(?:\1[\da-f]{2}){4}$/i.test(text)) return detected('mac', 0.95, 'mac');
  if (/^[\da-f]{4}\.[\da-f]{4}\.[\da-f]{4}$/i.test(text)) return detected('mac', 0.9, 'mac');
  if (/^[\da-f]{12}$/i.test(text) && /[a-f]/i.test(text) && /\d/.test(text)) return detected('mac', 0.3, 'mac');
  return undefined;
};
