/** One run of lines as jsdiff's diffLines gives it: `count` lines, common, added or removed. */
export interface LineRun {
  count?: number;
  added?: boolean;
  removed?: boolean;
}

export const rowKinds = ['same', 'removed', 'added', 'changed'] as const;
export type RowKind = (typeof rowKinds)[number];

/**
 * The rows of one view of the diff as flat arrays rather than an object per row: a worker hands
 * them to the page by moving their buffers, where tens of thousands of small objects would take
 * the page long to receive. Row i shows original line `left[i]` and modified line `right[i]`
 * (0-based; -1 for none). An added or removed row of the inline view keeps the index of the
 * line it is paired with on the other side, for highlighting the changed words.
 */
export interface DiffRows {
  count: number;
  kinds: Uint8Array;
  left: Int32Array;
  right: Int32Array;
}

export interface DiffLayout {
  sideBySide: DiffRows;
  inline: DiffRows;
  added: number;
  removed: number;
}

class RowsBuilder {
  private readonly kinds: number[] = [];
  private readonly left: number[] = [];
  private readonly right: number[] = [];

  push(kind: RowKind, left: number, right: number) {
    this.kinds.push(rowKinds.indexOf(kind));
    this.left.push(left);
    this.right.push(right);
  }

  finish(): DiffRows {
    return {
      count: this.kinds.length,
      kinds: Uint8Array.from(this.kinds),
      left: Int32Array.from(this.left),
      right: Int32Array.from(this.right),
    };
  }
}

/**
 * Lays out a line diff for both views. A block of removed lines followed by added ones (in either
 * order) is a change: side by side, its lines are paired row by row; inline, the removed lines
 * come first, then the added ones.
 */
export function layOutRuns(runs: readonly LineRun[]): DiffLayout {
  const sideBySide = new RowsBuilder();
  const inline = new RowsBuilder();
  let oldLine = 0;
  let newLine = 0;
  let added = 0;
  let removed = 0;
  let index = 0;
  while (index < runs.length) {
    const run = runs[index];
    if (!run.added && !run.removed) {
      for (let offset = 0; offset < (run.count ?? 0); offset++) {
        sideBySide.push('same', oldLine + offset, newLine + offset);
        inline.push('same', oldLine + offset, newLine + offset);
      }
      oldLine += run.count ?? 0;
      newLine += run.count ?? 0;
      index++;
      continue;
    }
    let removedCount = 0;
    let addedCount = 0;
    while (index < runs.length && (runs[index].added || runs[index].removed)) {
      if (runs[index].added) addedCount += runs[index].count ?? 0;
      else removedCount += runs[index].count ?? 0;
      index++;
    }
    const paired = Math.min(removedCount, addedCount);
    for (let offset = 0; offset < Math.max(removedCount, addedCount); offset++) {
      if (offset < paired) sideBySide.push('changed', oldLine + offset, newLine + offset);
      else if (offset < removedCount) sideBySide.push('removed', oldLine + offset, -1);
      else sideBySide.push('added', -1, newLine + offset);
    }
    for (let offset = 0; offset < removedCount; offset++) {
      inline.push('removed', oldLine + offset, offset < paired ? newLine + offset : -1);
    }
    for (let offset = 0; offset < addedCount; offset++) {
      inline.push('added', offset < paired ? oldLine + offset : -1, newLine + offset);
    }
    oldLine += removedCount;
    newLine += addedCount;
    removed += removedCount;
    added += addedCount;
  }
  return { sideBySide: sideBySide.finish(), inline: inline.finish(), added, removed };
}

export function rowKind(rows: DiffRows, index: number): RowKind {
  return rowKinds[rows.kinds[index]];
}
