import { parseJson } from '../../lib/json/parse-json';
import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';
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
  /** Why each side whose non-empty text is not JSON is not. */
  firstError?: Message;
  secondError?: Message;
  /** Present once both sides are given and parse: the comparison, or why there is none. */
  comparison?: Result<JsonComparison, Message>;
}

/** Reads one side: undefined when empty (no error), else the value or the parser's error. */
function readSide(text: string): Result<unknown, Message> | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseJson(text);
  return parsed.ok
    ? parsed
    : err(message('common.errors.invalidJson', libraryText(parsed.error.message, parsed.error.kind)));
}

/** The line above the tree: identical, or how many entries were added, removed and changed. */
export function summary({ identical, counts }: Pick<JsonComparison, 'identical' | 'counts'>): Message {
  return identical ? message('notes.identical') : message('notes.summary', { ...counts });
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
    if (error instanceof RangeError) return { ...outcome, comparison: err(message('errors.tooDeep')) };
    throw error;
  }
}
