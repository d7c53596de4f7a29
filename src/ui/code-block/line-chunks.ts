/**
 * `text` cut after every `linesPerChunk`-th line break, each piece keeping its line breaks, so the
 * pieces joined give `text` back.
 */
export function splitIntoLineChunks(text: string, linesPerChunk: number): { text: string; lines: number }[] {
  const chunks: { text: string; lines: number }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start;
    let lines = 0;
    while (lines < linesPerChunk && end < text.length) {
      const lineBreak = text.indexOf('\n', end);
      end = lineBreak === -1 ? text.length : lineBreak + 1;
      lines++;
    }
    chunks.push({ text: text.slice(start, end), lines });
    start = end;
  }
  return chunks;
}
