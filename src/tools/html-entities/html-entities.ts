import { decodeHTMLStrict } from 'entities';

const entityOf: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const markupCharacters = /[&<>"']/g;
// With the u flag, a character outside the BMP (an emoji) is one match, so one reference.
const nonAsciiCharacters = /[^\0-\x7F]/gu;

const numericReference = (character: string) => `&#x${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()};`;

export interface EscapeOptions {
  /** Also every code point above U+007F, as a hexadecimal reference. */
  nonAscii: boolean;
}

/**
 * Replaces `& < > " '` with their entities (`&` first, so existing entities are escaped again);
 * with `nonAscii`, also every code point above U+007F with a hexadecimal reference.
 */
export function escapeHtml(text: string, { nonAscii }: EscapeOptions): string {
  const escaped = text.replace(markupCharacters, (character) => entityOf[character]);
  return nonAscii ? escaped.replace(nonAsciiCharacters, numericReference) : escaped;
}

/**
 * Decodes every HTML5 named reference and every decimal or hexadecimal one, in a single pass;
 * a reference must end with `;`, and unknown names are left as they are.
 */
export function unescapeHtml(text: string): string {
  return decodeHTMLStrict(text);
}
