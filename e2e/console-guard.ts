import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors, so a test can assert there were none.
 * `allow` lists messages a test expects (the browser logs the 404 of a not-found document, say).
 */
export function watchPageErrors(page: Page, { allow = [] }: { allow?: RegExp[] } = {}): { assertNone: () => void } {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!allow.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  return { assertNone: () => expect(errors, errors.join('\n')).toEqual([]) };
}
