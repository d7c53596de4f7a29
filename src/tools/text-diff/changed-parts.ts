import { diffChars, diffWordsWithSpace } from 'diff';
import type { CompareOptions } from './text-diff';

export type Granularity = 'words' | 'characters';

/** A piece of a line, marked when it differs from the paired line. */
export interface LinePart {
  text: string;
  changed: boolean;
}

export interface ChangedParts {
  original: LinePart[];
  modified: LinePart[];
}

/** Longer lines are shown without their changed parts: pairing them could hold the page. */
export const maxComparedLineChars = 2_000;

/**
 * The parts of a changed line and of the line it is paired with that differ, word by word
 * (spaces count) or character by character. Undefined for lines too long to compare.
 */
export function changedParts(
  original: string,
  modified: string,
  granularity: Granularity,
  { ignoreCase }: Pick<CompareOptions, 'ignoreCase'>,
): ChangedParts | undefined {
  if (original.length > maxComparedLineChars || modified.length > maxComparedLineChars) return undefined;
  const changes =
    granularity === 'characters'
      ? diffChars(original, modified, { ignoreCase })
      : diffWordsWithSpace(original, modified, { ignoreCase });
  const parts: ChangedParts = { original: [], modified: [] };
  for (const change of changes) {
    if (!change.added) parts.original.push({ text: change.value, changed: change.removed });
    if (!change.removed) parts.modified.push({ text: change.value, changed: change.added });
  }
  return parts;
}
