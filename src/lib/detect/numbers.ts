// Numbers: decimal, octal and binary numbers, Roman numerals, chmod modes.
import { detected, type Detector } from './detection';

/**
 * A decimal integer or a decimal fraction. Plausible rather than sure: the same digits are often
 * something more specific (a timestamp, a Snowflake ID, a mode), whose detectors rank above.
 */
export const detectDecimal: Detector = (text) => {
  if (text.length > 400) return undefined;
  if (/^[+-]?\d+$/.test(text))
    // Leading zeros: a code or an identifier more than a quantity.
    return detected('integer', /^[+-]?0\d/.test(text) ? 0.45 : 0.6, 'integer');
  if (/^[+-]?\d{1,3}(?:([,_ ])\d{3})(?:\1\d{3})*$/.test(text)) return detected('integer', 0.55, 'integer');
  if (/^[+-]?(?:\d+\.\d*|\.\d+|\d+(?=[eE]))(?:[eE][+-]?\d+)?$/.test(text)) return detected('number', 0.55, 'decimal');
  return undefined;
};

/** `0o17` (and `0b1010` below): numbers written in a base by their prefix. */
export const detectOctal: Detector = (text) =>
  /^[+-]?0o[0-7]{1,100}$/i.test(text) ? detected('integer', 0.95, 'octal') : undefined;

/** `0b1010`, or a long run of 0 and 1 (bytes of 8 bits, maybe apart). */
export const detectBinary: Detector = (text) => {
  if (text.length > 100_000) return undefined;
  if (/^[+-]?0b[01]+$/i.test(text)) return detected('binary', 0.95, 'binary');
  if (/^[01]{8}(?:\s+[01]{8})+$/.test(text)) return detected('binary', 0.85, 'binary');
  if (!/^[01]+$/.test(text)) return undefined;
  if (text.length >= 8) return detected('binary', text.length % 8 === 0 ? 0.8 : 0.7, 'binary');
  return detected('binary', 0.3, 'binary');
};

// I to MMMCMXCIX, written the standard way (IV, not IIII).
const romanNumeral = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/**
 * A valid Roman numeral in capitals. Up to three letters ("I", "CD", "DIV", "MIX") it is a word or
 * an abbreviation as often as a number, so those stay below data.
 */
export const detectRomanNumeral: Detector = (text) => {
  if (text.length > 15 || !romanNumeral.test(text)) return undefined;
  const confidence = text.length >= 4 ? 0.8 : text.length === 3 ? 0.45 : text.length === 2 ? 0.4 : 0.2;
  return detected('roman-numeral', confidence, 'romanNumeral');
};

/** Whether every permission bit of `inner` is also in `outer` (the group has no more than the owner). */
const within = (inner: number, outer: number) => (inner & outer) === inner;

/**
 * A file mode: octal (755, 0644, 4755) or symbolic (rwxr-xr-x, -rw-r--r--, u+x,g-w). An octal one
 * ranks above the plain integer when it reads as a mode people set: the owner can read, the group
 * has no more than the owner and the others no more than the group.
 */
export const detectChmod: Detector = (text) => {
  if (/^[-dlcbps]?(?:[r-][w-][xsS-]){2}[r-][w-][xtT-]$/.test(text)) return detected('chmod-mode', 0.95, 'chmod');
  if (/^[ugoa]*[+=-][rwxXst]+(?:,[ugoa]*[+=-][rwxXst]+)*$/.test(text)) return detected('chmod-mode', 0.6, 'chmod');
  const octal = /^0?([0-7])?([0-7])([0-7])([0-7])$/.exec(text);
  if (!octal) return undefined;
  const [owner, group, others] = [octal[2], octal[3], octal[4]].map(Number);
  const usual = owner >= 4 && within(group, owner) && within(others, group);
  if (!usual) return detected('chmod-mode', 0.3, 'chmod');
  return detected('chmod-mode', text.length === 4 && text.startsWith('0') ? 0.8 : 0.65, 'chmod');
};
