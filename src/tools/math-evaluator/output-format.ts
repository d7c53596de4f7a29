// Kept apart from the evaluator so the page can list the formats without loading mathjs.
export const outputFormats = ['full', 'significant', 'fraction', 'engineering'] as const;

export type OutputFormat = (typeof outputFormats)[number];

export interface LineResult {
  /** 1-based, as an editor counts. */
  line: number;
  expression: string;
  result: string;
}

export interface Evaluation {
  /** The result of the whole expression: one value, or the list of visible statements' values. */
  result: string;
  /** One result per non-empty line, with variables shared between lines; empty for one line. */
  lines: LineResult[];
}
