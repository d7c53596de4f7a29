import type { Page } from '@playwright/test';

/** How long no request may be on its way for the page to count as settled. */
const quietMs = 150;

/**
 * Waits until the page has had no request on its way for `quietMs`: what it fetches after its
 * first paint and after hydrating (the tool catalogue, a stored language) has arrived. Playwright's
 * `networkidle` waits for 500 ms of quiet, which on every load of a long sweep adds up to minutes.
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < quietMs)
        await new Promise((resolve) => setTimeout(resolve, quietMs / 3));
    },
  };
}
