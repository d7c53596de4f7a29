import type { Page } from '@playwright/test';

/**
 * The roles whose lines in an accessibility snapshot carry an option's value: a switch, a choice,
 * a number. Texts are left out: any text is a valid stored text, and outputs may still be on their
 * way when the snapshot is taken.
 */
const optionLine = /^\s*- (?:switch|checkbox|radio|combobox|spinbutton|slider|tab)\b/;

/**
 * The preferences and options a person sees on the page, line by line: the document's language,
 * colour scheme and menu state, and every switch, choice and number box with its value.
 */
async function pageState(page: Page): Promise<string[]> {
  const documentState = await page.evaluate(() =>
    ['lang', 'data-mantine-color-scheme', 'data-menu-collapsed'].map(
      (name) => `<html ${name}="${document.documentElement.getAttribute(name)}">`,
    ),
  );
  const tree = await page.locator('body').ariaSnapshot();
  return [...documentState, ...tree.split('\n').filter((line) => optionLine.test(line))];
}

/**
 * The page's state (see pageState) once two readings 100 ms apart agree: a part drawn late (a lazy
 * option control, a value computed after the catalogue arrived) is then drawn. At most ten readings.
 */
export async function settledPageState(page: Page): Promise<string[]> {
  let state = await pageState(page);
  for (let reading = 1; reading < 10; reading++) {
    await page.waitForTimeout(100);
    const again = await pageState(page);
    if (again.join('\n') === state.join('\n')) break;
    state = again;
  }
  return state;
}

/**
 * How `state` differs from `expected`, leaving out the lines that differ between two loads of the
 * same page anyway (`expectedAgain`: a random token, the current time).
 */
export function stateDifferences(state: string[], expected: string[], expectedAgain: string[]): string[] {
  if (expected.length !== expectedAgain.length) return ['the page does not draw the same way twice: cannot compare'];
  if (state.length !== expected.length) {
    const first = expected.findIndex((line, index) => line !== state[index]);
    return [
      `it draws ${state.length} lines instead of ${expected.length}, from: ${state[first]} (not ${expected[first]})`,
    ];
  }
  return expected.flatMap((line, index) =>
    line === expectedAgain[index] && line !== state[index] ? [`${state[index]} (not ${line})`] : [],
  );
}
