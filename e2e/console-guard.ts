import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function watchPageErrors(page: Page): { assertNone: () => void } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { assertNone: () => expect(errors, errors.join('\n')).toEqual([]) };
}
