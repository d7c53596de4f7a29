import type { Page } from '@playwright/test';
import { isExpectedConsoleError } from '../console-guard';

/**
 * Watches a page through a sweep and names the step each problem happened in: console errors,
 * uncaught errors, and requests to any host but the app's own.
 */
export interface PageWatch {
  /** Problems from now on are reported under `label`. */
  enter(label: string): void;
  /** The problems seen since the last call, each prefixed with its step. */
  takeProblems(): string[];
}

const localSchemes = new Set(['data:', 'blob:', 'about:']);

export function watchPage(page: Page, ownOrigin: string): PageWatch {
  let step = 'loading the page';
  let problems: string[] = [];
  const record = (problem: string) => problems.push(`${step}: ${problem}`);
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own scripts, and the policy refusing hostile input (see console-guard), are not the page's doing.
    if (message.type() === 'error' && !isExpectedConsoleError(text)) record(`console error: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => record(`uncaught error: ${error.message.slice(0, 300)}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!localSchemes.has(url.protocol) && url.origin !== ownOrigin) record(`request to another host: ${url.href}`);
  });
  return {
    enter: (label) => {
      step = label;
    },
    takeProblems: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
