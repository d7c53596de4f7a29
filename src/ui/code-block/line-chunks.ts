/**
 * `text` cut after every `linesPerChunk`-th line break, each piece keeping its line breaks, so the
 * pieces joined give `text` back. A line longer than `maxChunkChars` is cut into pieces of that
 * many characters (never between the two halves of a surrogate pair), each a chunk of one line.
 */
export function splitIntoLineChunks(
  text: string,
  linesPerChunk: number,
  maxChunkChars = Infinity,
): { text: string; lines: number }[] {
  const chunks: { text: string; lines: number }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start;
    let lines = 0;
    while (lines < linesPerChunk && end < text.length) {
      const lineBreak = text.indexOf('\n', end);
      const lineEnd = lineBreak === -1 ? text.length : lineBreak + 1;
      if (lineEnd - start > maxChunkChars) {
        // A long line starts a chunk of its own, cut at maxChunkChars.
        if (lines === 0) {
          end = pieceEnd(text, start + maxChunkChars);
          lines = 1;
        }
        break;
      }
      end = lineEnd;
      lines++;
    }
    chunks.push({ text: text.slice(start, end), lines });
    start = end;
  }
  return chunks;
}

/** `end`, or one before it when it would part a surrogate pair. */
function pieceEnd(text: string, end: number): number {
  const isHighSurrogate = (text.charCodeAt(end - 1) & 0xfc00) === 0xd800;
  return isHighSurrogate && end - 1 > 0 ? end - 1 : end;
}
