import { expect, type Page } from '@playwright/test';

/**
 * Playwright's own scripts (its trace snapshotter, and the init script of `serviceWorkers: 'block'`)
 * try to run in every frame, and Chromium logs their refusal in a sandboxed frame without
 * allow-scripts, such as an HTML preview (microsoft/playwright#33343). The page did nothing.
 */
const harnessNoise = [/^Blocked script execution in 'about:(blank|srcdoc)' because the document's frame is sandboxed/];

/**
 * The site's Content-Security-Policy at work on hostile input: Chromium reports an inline event
 * handler (`<img onerror>`) as refused as soon as HTML holding one is parsed, even into an inert
 * document such as the one a sanitiser parses pasted HTML into. Nothing ran; the tests that paste
 * such HTML check that themselves. Every other violation still fails a test, and the self-hosting
 * tests count `securitypolicyviolation` events on normal pages, which must be zero.
 */
const refusedHostileInput = [/^Executing inline event handler violates the following Content Security Policy/];

/** Console errors that are not the page's doing: the harness's, or the policy refusing hostile input. */
export const isExpectedConsoleError = (text: string): boolean =>
  [...harnessNoise, ...refusedHostileInput].some((pattern) => pattern.test(text));

/**
 * Collects console errors and uncaught page errors, so a test can assert there were none.
 * `allow` lists messages a test expects (the browser logs the 404 of a not-found document, say).
 */
export function watchPageErrors(page: Page, { allow = [] }: { allow?: RegExp[] } = {}): { assertNone: () => void } {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!isExpectedConsoleError(text) && !allow.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  return { assertNone: () => expect(errors, errors.join('\n')).toEqual([]) };
}
