import { useEffect, useState } from 'react';

/**
 * The current moment, renewed every `intervalMs` while `ticking`. Undefined until the page is
 * hydrated, so no moment of the build is baked into the prerendered HTML.
 */
export function useNow(ticking: boolean, intervalMs: number): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}
