import { useCallback, useEffect, useState } from 'react';

/** How far below the view the next batch is drawn, so scrolling finds it there. */
const readyMargin = '0px 0px 800px 0px';

/**
 * How many of `total` items to draw: a first batch, then one more each time the element given to
 * `endRef` (placed after the last drawn item) comes near the view. A page of a thousand rows draws
 * only what the reader scrolls to, so loading it costs one batch. A new `restartKey` (the filtered
 * list, say) starts again from the first batch. In a browser without IntersectionObserver,
 * everything at once.
 */
export function useCountNearView(
  total: number,
  batchSize: number,
  restartKey: unknown,
): { count: number; endRef: (element: Element | null) => void } {
  const [progress, setProgress] = useState({ key: restartKey, count: batchSize });
  const [end, setEnd] = useState<Element | null>(null);
  const count = Object.is(progress.key, restartKey) ? progress.count : batchSize;
  // The prerendered HTML (no window) holds the first batch, as the page's first render does.
  const observable = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!end || count >= total) return undefined;
    // A new end element per batch (its key changes): observing it reports at once whether it is
    // near, so a batch too short to fill the view is followed by the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setProgress({ key: restartKey, count: count + batchSize });
      },
      { rootMargin: readyMargin },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, count, total, batchSize, restartKey]);

  const endRef = useCallback((element: Element | null) => setEnd(element), []);
  return { count: observable ? Math.min(count, total) : total, endRef };
}
