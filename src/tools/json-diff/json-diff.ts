import { parseJson } from '../../lib/json/parse-json';
import { err, ok, type Result } from '../../lib/result';
import type { DiffCounts, DiffLines } from './diff-lines';
import { diffJson } from './diff-walk';

export interface JsonDiffRequest {
  first: string;
  second: string;
  ignoreArrayOrder: boolean;
}

export interface JsonComparison {
  identical: boolean;
  counts: DiffCounts;
  lines: DiffLines;
  /** The RFC 6902 patch from the first document to the second, as indented JSON text. */
  patch: string;
}

export interface JsonDiffOutcome {
  /** The error sentence of each side whose non-empty text is not JSON. */
  firstError?: string;
  secondError?: string;
  /** Present once both sides are given and parse: the comparison, or why there is none. */
  comparison?: Result<JsonComparison, string>;
}

export const identicalMessage = 'The two JSON documents are identical.';
export const tooDeepMessage = 'These documents are nested too deeply to compare.';

/** Reads one side: undefined when empty (no error), else the value or the spec's error sentence. */
function readSide(text: string): Result<unknown, string> | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseJson(text);
  return parsed.ok ? parsed : err(`Invalid JSON: ${parsed.error.message}`);
}

export function summaryText({ added, removed, changed }: DiffCounts): string {
  return `${added} added, ${removed} removed, ${changed} changed`;
}

/** Parses both texts (JSON5 accepted) and compares them. Pure: runs the same in a worker. */
export function compareJsonTexts({ first, second, ignoreArrayOrder }: JsonDiffRequest): JsonDiffOutcome {
  const left = readSide(first);
  const right = readSide(second);
  const outcome: JsonDiffOutcome = {
    firstError: left && !left.ok ? left.error : undefined,
    secondError: right && !right.ok ? right.error : undefined,
  };
  if (!left?.ok || !right?.ok) return outcome;
  try {
    const { identical, counts, lines, operations } = diffJson(left.value, right.value, { ignoreArrayOrder });
    const patch = JSON.stringify(operations, null, 2);
    return { ...outcome, comparison: ok({ identical, counts, lines, patch }) };
  } catch (error) {
    // The walk has its own stack, but writing a value nested tens of thousands of levels deep
    // (JSON.stringify) can still run out of the engine's.
    if (error instanceof RangeError) return { ...outcome, comparison: err(tooDeepMessage) };
    throw error;
  }
}
