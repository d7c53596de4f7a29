import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const encodingModes = ['component', 'fullUrl', 'rfc3986'] as const;
export type EncodingMode = (typeof encodingModes)[number];

// encodeURIComponent leaves these alone; RFC 3986 reserves them as sub-delimiters.
const subDelimitersLeftAlone = /[!'()*]/g;
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hexDigit = /^[0-9A-Fa-f]$/;

const percentEncode = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`;

/** The error `code`, hinting "First problem at character N" (counting as a person does: an emoji is one). */
function problem(code: string, text: string, index: number): Message {
  const found = message(code);
  return index < 0
    ? found
    : { ...found, hint: message('errors.problemAt', { position: [...text.slice(0, index)].length + 1 }) };
}

/** Percent-encodes the UTF-8 bytes of `text` (uppercase hex), in the chosen mode. */
export function encodeUrl(text: string, mode: EncodingMode): Result<string, Message> {
  try {
    if (mode === 'fullUrl') return ok(encodeURI(text));
    const encoded = encodeURIComponent(text);
    return ok(mode === 'rfc3986' ? encoded.replace(subDelimitersLeftAlone, percentEncode) : encoded);
  } catch {
    const index = text.search(unpairedSurrogate);
    return err(problem('errors.unencodable', text, index));
  }
}

/** Decodes percent-encoded UTF-8; with `plusAsSpace`, `+` is first read as a space (form encoding). */
export function decodeUrl(text: string, plusAsSpace: boolean): Result<string, Message> {
  const input = plusAsSpace ? text.replaceAll('+', ' ') : text;
  try {
    return ok(decodeURIComponent(input));
  } catch {
    const index = firstInvalidEscape(input);
    return err(problem('errors.notPercentEncoded', input, index));
  }
}

/** The byte of the `%XX` escape at `index`, or -1 when there is none there. */
function escapedByteAt(text: string, index: number): number {
  if (text[index] !== '%' || !hexDigit.test(text[index + 1] ?? '') || !hexDigit.test(text[index + 2] ?? '')) return -1;
  return Number.parseInt(text.slice(index + 1, index + 3), 16);
}

/** How many bytes a UTF-8 sequence starting with `lead` has, and the range of its second byte. */
function utf8Sequence(lead: number): { length: number; secondMin: number; secondMax: number } | undefined {
  if (lead < 0x80) return { length: 1, secondMin: 0, secondMax: 0 };
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xe0) return { length: 3, secondMin: 0xa0, secondMax: 0xbf };
  // ED A0…BF would encode a surrogate.
  if (lead === 0xed) return { length: 3, secondMin: 0x80, secondMax: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { length: 3, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xf0) return { length: 4, secondMin: 0x90, secondMax: 0xbf };
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 4, secondMin: 0x80, secondMax: 0xbf };
  if (lead === 0xf4) return { length: 4, secondMin: 0x80, secondMax: 0x8f };
  return undefined;
}

/**
 * Where `decodeURIComponent` gives up: the index of the first `%` that starts no valid escape or
 * no complete, well-formed UTF-8 sequence; -1 when there is none.
 */
export function firstInvalidEscape(text: string): number {
  for (let index = text.indexOf('%'); index >= 0; index = text.indexOf('%', index)) {
    const lead = escapedByteAt(text, index);
    const sequence = lead < 0 ? undefined : utf8Sequence(lead);
    if (!sequence) return index;
    for (let position = 1; position < sequence.length; position++) {
      const byte = escapedByteAt(text, index + 3 * position);
      const [min, max] = position === 1 ? [sequence.secondMin, sequence.secondMax] : [0x80, 0xbf];
      if (byte < min || byte > max) return index;
    }
    index += 3 * sequence.length;
  }
  return -1;
}
