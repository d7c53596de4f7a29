import { useEffect, useState } from 'react';

/**
 * Whole seconds since `running` turned true (or since `run` changed while running), counted once a
 * second; 0 when not running. For "Generating… 12 s" on work that can take minutes.
 */
export function useElapsedSeconds(running: boolean, run?: unknown): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running, run]);
  return running ? elapsed : 0;
}
