import { err, ok } from '../../lib/result';
import type { TextConversion } from './text-conversion';

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export const textToHex = (text: string) =>
  [...utf8Encoder.encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

export function hexToText(hex: string): TextConversion {
  const digits = hex.replace(/\s+/g, '');
  if (!/^([0-9a-f]{2})*$/i.test(digits)) {
    return err({ message: 'Hex input is pairs of hex digits.', hint: 'Spaces between bytes are ignored.' });
  }
  const bytes = Uint8Array.from(digits.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  try {
    return ok(utf8Decoder.decode(bytes));
  } catch {
    return ok({ text: new TextDecoder().decode(bytes), notice: 'These bytes are not valid UTF-8.' });
  }
}
