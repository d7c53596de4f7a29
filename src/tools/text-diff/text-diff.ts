import { createTwoFilesPatch, diffLines, formatPatch, type StructuredPatchHunk } from 'diff';
import { layOutRuns, type DiffLayout, type LineRun } from './diff-rows';

export interface CompareOptions {
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

export interface TextDiffRequest extends CompareOptions {
  original: string;
  modified: string;
}

export interface TextDiff {
  layout: DiffLayout;
  /** The unified patch; empty when the texts do not differ. */
  patch: string;
  /**
   * The texts were too different to compare line by line in time: everything between their
   * common first and last lines shows as removed, then added.
   */
  rough: boolean;
}

export const fileNames = { original: 'original', modified: 'modified' } as const;
const contextLines = 3;

/**
 * On the page, the comparison must answer well within a frame's budget; off it (a worker, the
 * command line) it may take seconds.
 */
const onPage = 'window' in globalThis;
const timeoutMs = onPage ? 150 : 3_000;

/** The lines of a text as jsdiff counts them: a final newline ends the last line, it starts none. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Compares two texts line by line (as jsdiff's diffLines and createTwoFilesPatch do). */
export function diffTexts({ original, modified, ignoreWhitespace, ignoreCase }: TextDiffRequest): TextDiff {
  const options = { ignoreWhitespace, ignoreCase, timeout: timeoutMs };
  const runs = diffLines(original, modified, options);
  const patch =
    runs &&
    createTwoFilesPatch(fileNames.original, fileNames.modified, original, modified, undefined, undefined, {
      ...options,
      context: contextLines,
    });
  if (runs && patch !== undefined) {
    const layout = layOutRuns(runs);
    return { layout, patch: layout.added + layout.removed === 0 ? '' : patch, rough: false };
  }
  return roughDiff(original, modified, { ignoreWhitespace, ignoreCase });
}

/** Lines with their line break, as jsdiff compares them. */
function lineTokens(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/);
}

function tokensEqual(left: string, right: string, { ignoreWhitespace, ignoreCase }: CompareOptions): boolean {
  const [a, b] = ignoreWhitespace ? [left.trim(), right.trim()] : [left, right];
  return a === b || (ignoreCase && a.toLowerCase() === b.toLowerCase());
}

/** The common first and last lines kept, everything between them removed then added. */
export function roughDiff(original: string, modified: string, options: CompareOptions): TextDiff {
  const before = lineTokens(original);
  const after = lineTokens(modified);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && tokensEqual(before[prefix], after[prefix], options)) {
    prefix++;
  }
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    tokensEqual(before[before.length - 1 - suffix], after[after.length - 1 - suffix], options)
  ) {
    suffix++;
  }
  const removed = before.length - prefix - suffix;
  const added = after.length - prefix - suffix;
  const runs: LineRun[] = [
    { count: prefix },
    { count: removed, removed: true },
    { count: added, added: true },
    { count: suffix },
  ];
  const layout = layOutRuns(runs);
  return { layout, patch: removed + added === 0 ? '' : roughPatch(before, after, prefix, suffix), rough: true };
}

/** One hunk around the changed middle, with its context, in jsdiff's format. */
function roughPatch(before: string[], after: string[], prefix: number, suffix: number): string {
  const leading = Math.min(prefix, contextLines);
  const trailing = Math.min(suffix, contextLines);
  const lines: string[] = [];
  const push = (mark: string, token: string) => {
    const ended = token.endsWith('\n');
    lines.push(mark + (ended ? token.slice(0, -1) : token));
    if (!ended) lines.push('\\ No newline at end of file');
  };
  for (const token of after.slice(prefix - leading, prefix)) push(' ', token);
  for (const token of before.slice(prefix, before.length - suffix)) push('-', token);
  for (const token of after.slice(prefix, after.length - suffix)) push('+', token);
  for (const token of after.slice(after.length - suffix, after.length - suffix + trailing)) push(' ', token);
  const oldLines = before.length - prefix - suffix + leading + trailing;
  const newLines = after.length - prefix - suffix + leading + trailing;
  const hunk: StructuredPatchHunk = {
    oldStart: prefix - leading + 1,
    oldLines,
    newStart: prefix - leading + 1,
    newLines,
    lines,
  };
  return formatPatch({
    oldFileName: fileNames.original,
    newFileName: fileNames.modified,
    oldHeader: undefined,
    newHeader: undefined,
    hunks: [hunk],
  });
}

/** Beyond these, pairing the lines could hold the page: the comparison goes to a worker. */
const largeTextChars = 100_000;
const largeTextLines = 600;

export function isLargeRequest({ original, modified }: TextDiffRequest): boolean {
  if (original.length + modified.length > largeTextChars) return true;
  let lines = 0;
  for (const text of [original, modified]) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      if (++lines > largeTextLines) return true;
    }
  }
  return false;
}
