import { bytesToBase64 } from '../../../src/lib/bytes';

/** An output value as the terminal shows it: text as is, other values as JSON. */
export function outputText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(jsonValue(value), null, 2);
}

/** A value as JSON can carry it: bytes as `{ "base64": … }`. */
export function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { base64: bytesToBase64(value) };
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, part]) => [name, jsonValue(part)]));
  return value;
}

/** Text for a terminal: ending with one line break. */
export const asLine = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
