import { shownOutputChars } from '../src/ui/copyable-field/shown-output';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { hydratedAttribute } from '../src/app/preferences/locale-hydration';
import { watchPageErrors } from './console-guard';

interface PageGuardFixtures {
  /** Console or page error messages this test expects (a test's own 404, say). */
  allowedPageErrors: RegExp[];
  pageErrorGuard: void;
  /**
   * `page.goto` and `page.reload` return once React has taken the page over (true by default):
   * the pages are prerendered, so a field shows before its handlers exist and typing or clicking
   * earlier would be lost. Tests of what happens before that set it to false.
   */
  waitForHydration: boolean;
}

/** Makes `page.goto` and `page.reload` wait until the page has hydrated. */
export function waitingForHydration(page: Page): Page {
  // Only the app's pages hydrate (not about:blank, say).
  const hydrated = async () => {
    if (!page.url().startsWith('http')) return;
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), hydratedAttribute, {
      timeout: 30_000,
    });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/**
 * Playwright's `test`, failing any test during which the page logged a console error or threw an
 * uncaught error. Allow expected messages with `test.use({ allowedPageErrors: [/404/] })`.
 */
export const test = base.extend<PageGuardFixtures>({
  allowedPageErrors: [[], { option: true }],
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    await provide(waitForHydration ? waitingForHydration(page) : page);
  },
  pageErrorGuard: [
    async ({ page, allowedPageErrors }, use) => {
      const errors = watchPageErrors(page, { allow: allowedPageErrors });
      await use();
      errors.assertNone();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated `element`. The pages are prerendered, so fields show before
 * their handlers exist: typing or clicking earlier would be lost.
 */
export async function waitUntilInteractive(element: Locator, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      timeout,
    })
    .toBe(true);
}

/** Opens `url` and waits until `readyElement` (a field of the tool, say) is interactive. */
export async function openPage(page: Page, url: string, readyElement: (page: Page) => Locator): Promise<void> {
  await page.goto(url);
  await waitUntilInteractive(readyElement(page));
}

/**
 * Fails when `secret` is in the page's address or in its local or session storage. Make a
 * linkable change after typing the secret and wait for it in the address first, so the address
 * is known to have been written since.
 */
export async function expectKeptSecret(page: Page, secret: string): Promise<void> {
  expect(page.url()).not.toContain(secret);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(secret);
}

/**
 * Picks `option` in the kit's Select labelled `label`. The option is looked up in that select's
 * own list, since the shell's language picker is a listbox too.
 */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/**
 * Puts `text` in the text field `field` in one input event, as a paste does, and waits until the
 * page has drawn it. For megabytes of text: Chromium's own paste and Playwright's `fill` edit a
 * text area line by line, which takes ~20 s for a million lines, before any of the app's code runs.
 */
export async function pasteLargeText(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, value) => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    // React tracks the value through the prototype's setter: assigning it directly would be ignored.
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    // Back once the page has drawn the pasted text (a frame after the next one has begun): laying
    // out a million lines is the paste's own cost, not the work that follows it.
    return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, text);
}

/**
 * Records the page's long main-thread tasks from now on. `longestSince(start)` gives the longest
 * that began at or after `start` (a `now()` reading), once pending entries have been delivered.
 */
export async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  return {
    now: () => page.evaluate(() => performance.now()),
    longestSince: (start: number) =>
      page.evaluate(async (from) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks;
        return Math.max(0, ...tasks.filter((task) => task.start >= from).map((task) => task.duration));
      }, start),
  };
}

/**
 * The most the page's own work may hold the main thread after a paste of megabytes or a burst of
 * typing (a debounced or off-thread conversion, then one render): generous, for a busy test
 * machine, yet far below what the work itself takes on the main thread. The 200 ms budget is
 * measured by bench/heavy-input.js on a quiet machine, not here.
 */
export const maxTaskAfterPasteMs = 500;

/** How long the main thread was held after a paste had been drawn. */
export interface PasteTimings {
  /** The longest task: the page's own work (scripts: converting, rendering with React). */
  longestTask: number;
  /** The longest animation frame, rendering included: what the person feels, mostly the browser
   * laying out megabytes of text in text areas, which the page does not control. */
  longestFrame: number;
  /** From the drawn paste until the output was complete, in milliseconds. */
  outputAfter: number;
}

/**
 * Pastes `text` into `field` as `pasteLargeText` does, waits until `output` (a text field, or a
 * code block: its text) holds `outputLength` characters, and says how long that took and how long
 * the main thread was held meanwhile. All in one
 * call into the page: Playwright's tracing snapshots the page (megabytes of text, on its main
 * thread) around each of its calls, which would count as the page's own work.
 */
export async function timePaste(
  field: Locator,
  text: string,
  output: Locator,
  outputLength: number,
): Promise<PasteTimings> {
  const outputElement = await output.elementHandle();
  return field.evaluate(
    async (element, { value, outputField, fullLength, shownLength }) => {
      const entries: { type: string; start: number; duration: number }[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          entries.push({ type: entry.entryType, start: entry.startTime, duration: entry.duration });
      });
      observer.observe({ type: 'longtask' });
      observer.observe({ type: 'long-animation-frame' });
      const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const pasted = performance.now();
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const isTextField = outputField instanceof HTMLTextAreaElement || outputField instanceof HTMLInputElement;
      const outputText = () => (isTextField ? outputField.value : (outputField?.textContent ?? ''));
      // An output field shows at most its first shownOutputChars characters; a code block all of them.
      const length = isTextField ? shownLength : fullLength;
      while (outputText().length !== length) {
        if (performance.now() - pasted > 30_000)
          throw new Error(`The output has ${outputText().length} characters, not ${length}`);
        await sleep(50);
      }
      const outputAfter = Math.round(performance.now() - pasted);
      await sleep(300);
      observer.disconnect();
      const longest = (type: string) =>
        Math.round(
          Math.max(
            0,
            ...entries.filter((entry) => entry.type === type && entry.start >= pasted).map((entry) => entry.duration),
          ),
        );
      return { longestTask: longest('longtask'), longestFrame: longest('long-animation-frame'), outputAfter };
    },
    {
      value: text,
      outputField: outputElement,
      fullLength: outputLength,
      shownLength: Math.min(outputLength, shownOutputChars),
    },
  );
}

/**
 * Scrolls the page to its end until `items` has at least `count` elements: for lists drawn as the
 * reader scrolls to them (Table's rowsPerBatch, say).
 */
export async function scrollUntilShown(page: Page, items: Locator, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return items.count();
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(count);
}
