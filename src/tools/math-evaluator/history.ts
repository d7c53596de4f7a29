export interface HistoryEntry {
  expression: string;
  result: string;
}

export const historyLength = 20;

/** The history with `entry` first; an earlier entry of the same expression moves up, the oldest fall off. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((earlier) => earlier.expression !== entry.expression)].slice(0, historyLength);
}
