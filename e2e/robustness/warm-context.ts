import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test as base, waitingForHydration } from '../test';

interface WarmContext {
  /** A new page in the worker's browser context, made when first needed. */
  newPage(): Promise<Page>;
  /** Closes that context: the next page comes in a fresh one. */
  discard(): Promise<void>;
}

/** The project's options that a browser context takes (its device, base URL, blocked service workers). */
const contextOptionNames = [
  'baseURL',
  'colorScheme',
  'deviceScaleFactor',
  'hasTouch',
  'isMobile',
  'locale',
  'reducedMotion',
  'serviceWorkers',
  'timezoneId',
  'userAgent',
  'viewport',
] as const;

/**
 * `test` whose pages share one browser context per worker, their storage emptied after each test:
 * a page opened in a context that has run the app before finds its compiled scripts in the cache,
 * and hydrates in about 0.6 s instead of 1 s. For a test file that opens every tool (the sweep),
 * and only tests that leave nothing but storage behind. A test that fails leaves its context
 * behind it: the next test gets a fresh one.
 */
export const test = base.extend<object, { warmContext: WarmContext }>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const projectOptions = workerInfo.project.use as Record<string, unknown>;
      const options = Object.fromEntries(
        contextOptionNames
          .filter((name) => projectOptions[name] !== undefined)
          .map((name) => [name, projectOptions[name]]),
      ) as BrowserContextOptions;
      let context: BrowserContext | undefined;
      await use({
        newPage: async () => (context ??= await browser.newContext(options)).newPage(),
        discard: async () => {
          await context?.close();
          context = undefined;
        },
      });
      await context?.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmContext, waitForHydration }, provide, testInfo) => {
    const page = await warmContext.newPage();
    await provide(waitForHydration ? waitingForHydration(page) : page);
    const passed = testInfo.status === testInfo.expectedStatus;
    const emptied =
      passed &&
      (await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .then(() => true)
        .catch(() => false));
    await page.close();
    if (!emptied) await warmContext.discard();
  },
});

export { expect } from '../test';
