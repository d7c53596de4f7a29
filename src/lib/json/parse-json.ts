import JSON5 from 'json5';

/** 1-based, as parsers report it. */
export interface TextPosition {
  line: number;
  column: number;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; detail: string; position?: TextPosition };

/**
 * Parses JSON, falling back to JSON5 (comments, trailing commas, single quotes, unquoted keys,
 * hex numbers, Infinity/NaN). `JSON.parse` goes first because it is about ten times faster on
 * large input; JSON5 is a superset, so its error is the one reported.
 */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return parseJson5(text);
  }
}

function parseJson5(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON5.parse<unknown>(text) };
  } catch (error) {
    const position = positionOf(error);
    const detail = messageOf(error);
    return position ? { ok: false, detail, position } : { ok: false, detail };
  }
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^JSON5: /, '');
}

/** json5 puts the position on its SyntaxError as `lineNumber` and `columnNumber`. */
function positionOf(error: unknown): TextPosition | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { lineNumber, columnNumber } = error as { lineNumber?: unknown; columnNumber?: unknown };
  if (typeof lineNumber !== 'number' || typeof columnNumber !== 'number') return undefined;
  return { line: lineNumber, column: columnNumber };
}
