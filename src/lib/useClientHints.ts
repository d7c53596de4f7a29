import { useEffect, useState } from 'react';
import { readClientHints, type ClientHints } from './client-hints';

/**
 * This browser's client hints, read after mount (a prerendered page has none); undefined before
 * and where the browser has none.
 */
export function useClientHints(): ClientHints | undefined {
  const [hints, setHints] = useState<ClientHints>();
  useEffect(() => {
    let current = true;
    void readClientHints(navigator).then((read) => {
      if (current) setHints(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return hints;
}
