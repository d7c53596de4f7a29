import { startTransition, useEffect, useState } from 'react';
import type { MimeRegistry } from '../../lib/mime-types/build';

export type MimeRegistryState = { registry: MimeRegistry; failed: false } | { registry: undefined; failed: boolean };

let loading: Promise<MimeRegistry> | undefined;

function loadRegistry(): Promise<MimeRegistry> {
  loading ??= import('../../lib/mime-types/registry').then((module) => module.mimeRegistry);
  // A failed fetch (offline before the first visit) may succeed on the next mount.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The MIME registry, fetched after the page is up: ~22 KB gzip that the prerendered page and its
 * first paint need not wait for (nor hold a table of a thousand rows).
 */
export function useMimeRegistry(): MimeRegistryState {
  const [state, setState] = useState<MimeRegistryState>({ registry: undefined, failed: false });
  useEffect(() => {
    let current = true;
    loadRegistry().then(
      // A transition: React draws the table and the lists in slices, yielding between them.
      (registry) => current && startTransition(() => setState({ registry, failed: false })),
      () => current && setState({ registry: undefined, failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
