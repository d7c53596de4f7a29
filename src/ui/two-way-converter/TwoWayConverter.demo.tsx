import { err, ok } from '../../lib/result';
import type { ConversionDirection } from './ConversionCard';
import type { TextConversion } from './text-conversion';
import { TwoWayConverter } from './TwoWayConverter';

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

const textToHex = (text: string) =>
  [...utf8Encoder.encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

function hexToText(hex: string): TextConversion {
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

const encode: ConversionDirection = {
  title: 'Text to hex',
  input: { label: 'Text to encode', placeholder: 'e.g. Hello' },
  output: { label: 'Hex of your text', placeholder: 'The UTF-8 bytes in hex' },
  copyLabel: 'Copy hex',
  convert: textToHex,
  defaultValue: 'Hello',
};

const decode: ConversionDirection = {
  title: 'Hex to text',
  input: { label: 'Hex to decode', placeholder: 'e.g. 48 65 6c 6c 6f' },
  output: { label: 'Text of your hex', placeholder: 'The decoded text' },
  copyLabel: 'Copy text',
  convert: hexToText,
  defaultValue: 'c3 28',
};

export default function TwoWayConverterDemo() {
  return <TwoWayConverter encode={encode} decode={decode} />;
}
