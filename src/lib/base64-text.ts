// Reading Base64 as people paste it: maybe behind a data-URL header, maybe wrapped in lines.

const dataUrlHeader = /^data:([^,]*?);base64,/i;
const whitespace = /\s+/g;
// Padding is checked separately; here it may only end the text.
const standardText = /^[A-Za-z0-9+/]*={0,2}$/;
const urlSafeText = /^[A-Za-z0-9_-]*={0,2}$/;

export interface PastedBase64 {
  /** The media type of a `data:<type>;base64,` header, without parameters; '' when the header names none. */
  mediaType: string | undefined;
  /** The Base64 itself, without header or whitespace. */
  base64: string;
}

/** Trims, splits off a `data:…;base64,` header and drops any whitespace inside. */
export function readPastedBase64(input: string): PastedBase64 {
  const trimmed = input.trim();
  const header = dataUrlHeader.exec(trimmed);
  const body = header ? trimmed.slice(header[0].length) : trimmed;
  return {
    mediaType: header ? header[1].split(';')[0].trim().toLowerCase() : undefined,
    base64: body.replace(whitespace, ''),
  };
}

/** The Base64 of `input` without its data-URL header or whitespace. */
export function cleanBase64Input(input: string): string {
  return readPastedBase64(input).base64;
}

/**
 * RFC 4648 Base64 in one alphabet (§4 standard, or §5 URL-safe), where padding is optional but,
 * when present, must complete the last group exactly. A lone character in the last group carries
 * too few bits for a byte.
 */
export function isStrictBase64(base64: string, urlSafe: boolean): boolean {
  if (!(urlSafe ? urlSafeText : standardText).test(base64)) return false;
  const paddingLength = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const lastGroupLength = (base64.length - paddingLength) % 4;
  if (lastGroupLength === 1) return false;
  return paddingLength === 0 || paddingLength === 4 - lastGroupLength;
}
