// Small, cheap looks at a text's shape that several detectors share.

/**
 * The first `count` lines of `text` (without their line ends), found without splitting the whole
 * text: a 2 MB paste costs no more than its head.
 */
export function headLines(text: string, count: number): string[] {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < count && start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    lines.push(text.slice(start, stop > start && text[stop - 1] === '\r' ? stop - 1 : stop));
    if (end === -1) break;
    start = end + 1;
  }
  return lines;
}

/** The lines worth reading: neither blank nor, when `comment` is given, a comment. */
export function contentLines(lines: readonly string[], comment?: RegExp): string[] {
  return lines.filter((line) => line.trim() !== '' && !(comment && comment.test(line)));
}

/** A control character other than tab, line feed and carriage return, or U+FFFD (a byte that was no character). */
function isUnprintable(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f || code === 0xfffd;
}

/**
 * Whether bytes read as text a person wrote: valid UTF-8 without control characters. A multi-byte
 * character cut at the end (the bytes being a prefix) is allowed.
 */
export function readsAsText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    // A new decoder each time: a streaming one keeps the cut character for its next call.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) if (isUnprintable(text.charCodeAt(index))) return false;
  return true;
}

/** Whether the text has any whitespace: a single token (an id, a hash) has none. */
export const hasWhitespace = (text: string): boolean => /\s/.test(text);
