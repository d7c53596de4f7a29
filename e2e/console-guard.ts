import { expect, type Page } from '@playwright/test';

/**
 * Playwright's own scripts (its trace snapshotter, and the init script of `serviceWorkers: 'block'`)
 * try to run in every frame, and Chromium logs their refusal in a sandboxed frame without
 * allow-scripts, such as an HTML preview (microsoft/playwright#33343). The page did nothing.
 */
export const harnessNoise = [
  /^Blocked script execution in 'about:(blank|srcdoc)' because the document's frame is sandboxed/,
];

/**
 * Collects console errors and uncaught page errors, so a test can assert there were none.
 * `allow` lists messages a test expects (the browser logs the 404 of a not-found document, say).
 */
export function watchPageErrors(page: Page, { allow = [] }: { allow?: RegExp[] } = {}): { assertNone: () => void } {
  const errors: string[] = [];
  const record = (text: string) => {
    if (![...harnessNoise, ...allow].some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  return { assertNone: () => expect(errors, errors.join('\n')).toEqual([]) };
}
