import { useEffect, useState } from 'react';
import { addToHistory, type HistoryEntry } from './history';

/** How long an expression and its result must stay unchanged to be remembered: typing is not. */
const settleMs = 1000;

/** The page's history of evaluated expressions (this visit only: nothing is stored). */
export function useHistory(settled: HistoryEntry | undefined) {
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const expression = settled?.expression;
  const result = settled?.result;
  useEffect(() => {
    if (expression === undefined || result === undefined) return undefined;
    const timer = setTimeout(() => setHistory((current) => addToHistory(current, { expression, result })), settleMs);
    return () => clearTimeout(timer);
  }, [expression, result]);
  return { history, clear: () => setHistory([]) };
}
