/** 1-based, as parsers report it. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The 1-based line and column of the character at `index` in `text`. */
export function positionAt(text: string, index: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}
