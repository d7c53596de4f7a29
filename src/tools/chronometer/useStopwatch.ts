import { useCallback, useEffect, useState } from 'react';
import { parseStoredJson, readStored, writeStored } from '../../lib/storage';
import { fromSaved, isSavedStopwatch, stoppedStopwatch, toSaved, type Stopwatch } from './chronometer';

const storageKey = 'chronometer:stopwatch';

/** The clock the stopwatch reads: monotonic, unlike the wall clock. */
const clock = () => performance.now();

export type StopwatchChange = (watch: Stopwatch, now: number) => Stopwatch;

/**
 * The stopwatch, remembered across reloads (a running one carries on), and the clock reading of
 * the current animation frame while it runs, so the display follows every frame.
 */
export function useStopwatch(): { watch: Stopwatch; now: number; change: (how: StopwatchChange) => void } {
  // Undefined until read from storage after hydration: the prerendered page shows zero.
  const [watch, setWatch] = useState<Stopwatch>();
  const [now, setNow] = useState(0);

  useEffect(() => {
    const saved = parseStoredJson(readStored(storageKey), isSavedStopwatch);
    setWatch(saved ? fromSaved(saved, clock(), Date.now()) : stoppedStopwatch);
  }, []);

  useEffect(() => {
    if (watch) writeStored(storageKey, JSON.stringify(toSaved(watch, clock(), Date.now())));
  }, [watch]);

  const running = watch?.running ?? false;
  useEffect(() => {
    if (!running) return undefined;
    let frame = 0;
    const tick = () => {
      setNow(clock());
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [running]);

  const change = useCallback((how: StopwatchChange) => {
    const at = clock();
    setNow(at);
    setWatch((current) => how(current ?? stoppedStopwatch, at));
  }, []);

  return { watch: watch ?? stoppedStopwatch, now, change };
}
