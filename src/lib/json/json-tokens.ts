export type JsonTokenKind = 'key' | 'string' | 'number' | 'literal' | 'plain';

export interface JsonToken {
  kind: JsonTokenKind;
  text: string;
}

// A string (a key when a colon follows), a number, a literal; everything between is plain.
const tokenPattern =
  /("(?:[^"\\\n]|\\.)*")(?=\s*:)|("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/**
 * Splits JSON text into tokens for highlighting. Joining the tokens' text always gives back the
 * input exactly, whatever it is, so highlighting can never change what is shown or copied.
 * Meant for well-formed JSON (a formatter's output); anything else simply ends up plain.
 */
export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const start = match.index;
    if (start > plainStart) tokens.push({ kind: 'plain', text: text.slice(plainStart, start) });
    tokens.push({ kind: kindOf(match), text: match[0] });
    plainStart = start + match[0].length;
  }
  if (plainStart < text.length) tokens.push({ kind: 'plain', text: text.slice(plainStart) });
  return tokens;
}

function kindOf(match: RegExpMatchArray): JsonTokenKind {
  if (match[1] !== undefined) return 'key';
  if (match[2] !== undefined) return 'string';
  if (match[3] !== undefined) return 'number';
  return 'literal';
}
