import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const expressionField = (page: Page) => page.getByRole('textbox', { name: 'Expression', exact: true });
const resultCard = (page: Page) => page.getByRole('region', { name: 'Result', exact: true });
const shownResult = (page: Page, value: string) => resultCard(page).getByText(value, { exact: true });

// The site's Content-Security-Policy has no 'unsafe-eval' (scripts/security-policy.js, sent by the
// test server): mathjs must load and evaluate without eval or new Function, or its worker fails
// and the console guard of e2e/test.ts sees the refusal.
test('evaluates as typed, says what is wrong, copies, keeps a history, lists lines in a format, opens a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/math-evaluator', expressionField);
  await expect(expressionField(page)).toBeFocused();
  await expect(resultCard(page)).toHaveCount(0);
  // A spec example; the others, the errors and the formats are unit-tested (math-evaluator.test.ts).
  await expressionField(page).fill('2*sqrt(6)');
  await expect(shownResult(page, '4.898979485566356')).toBeVisible();

  // An expression that is not valid hides the result and says why; the field keeps it.
  await expressionField(page).fill('2 +');
  await expect(page.getByText('Unexpected end of expression (char 4)')).toBeVisible();
  await expect(resultCard(page)).toHaveCount(0);
  await expect(expressionField(page)).toHaveValue('2 +');

  // The result is copied, and the expressions kept in a history.
  await expressionField(page).fill('2^64');
  await expect(shownResult(page, '18446744073709552000')).toBeVisible();
  await resultCard(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('18446744073709552000');
  const history = page.getByRole('region', { name: 'History', exact: true });
  await expect(history.getByRole('button', { name: '2^64' })).toBeVisible();
  await expressionField(page).fill('pi');
  await expect(history.getByRole('button', { name: 'pi' })).toBeVisible();
  await history.getByRole('button', { name: '2^64' }).click();
  await expect(expressionField(page)).toHaveValue('2^64');
  await history.getByRole('button', { name: 'Clear history' }).click();
  await expect(history).toHaveCount(0);

  // The results of several statements and of each line, in the chosen format.
  await expressionField(page).fill('x = 0.1\nx + 0.2');
  await expect(shownResult(page, '[0.1, 0.30000000000000004]')).toBeVisible();
  const lines = resultCard(page).getByRole('table', { name: 'Result of each line' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').nth(2)).toContainText('x + 0.2');
  await expect(lines.getByRole('row').nth(2)).toContainText('0.30000000000000004');
  await page.getByText('14 significant digits', { exact: true }).click();
  await expect(shownResult(page, '[0.1, 0.3]')).toBeVisible();
  await page.getByText('Fraction', { exact: true }).click();
  await expect(shownResult(page, '[1/10, 3/10]')).toBeVisible();
  await expect(page).toHaveURL(/[#&]format=fraction(&|$)/);

  // A link with the expression and format in its fragment opens the tool with them. Away first:
  // from the same path, `goto` would only jump to the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/math-evaluator#expression=1%2F3&format=fraction', expressionField);
  await expect(expressionField(page)).toHaveValue('1/3');
  await expect(shownResult(page, '1/3')).toBeVisible();
  await page.getByText('Engineering', { exact: true }).click();
  await expect(shownResult(page, '333.3333333333333e-3')).toBeVisible();
});

test.describe("the site's policy", () => {
  test.use({ allowedPageErrors: [/'unsafe-eval' is not an allowed source of script/] });

  test('refuses eval on the page, and the worker that loads mathjs holds none', async ({ page }) => {
    await openPage(page, '/math-evaluator', expressionField);
    // A string timer is compiled when it fires, outside Playwright's evaluation (which the policy spares).
    // eslint-disable-next-line no-implied-eval -- what the policy must refuse
    await page.evaluate(() => setTimeout('document.title = "eval ran"', 0));
    const worker = page.waitForEvent('worker');
    await expressionField(page).fill('1 + 1');
    await expect(shownResult(page, '2')).toBeVisible();
    await expect(page).not.toHaveTitle('eval ran');

    const workerScript = await (await page.request.get((await worker).url())).text();
    expect(workerScript).toContain('Undefined symbol');
    expect(workerScript).not.toMatch(/new Function\b|(?<![\w.$])Function\(|(?<![\w.$])eval\(/);
  });
});
