import type { Page, Worker } from '@playwright/test';
import { expect, openPage, test, watchLongTasks } from '../../../e2e/test';

const regex = (page: Page) => page.getByLabel('Regex to test', { exact: true });
const text = (page: Page) => page.getByLabel('Text to match', { exact: true });
const matchesCard = (page: Page) => page.getByRole('region', { name: 'Matches', exact: true });
const flag = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** The table's rows as the spec writes them: cells joined by ' | '. */
async function expectRows(page: Page, rows: string[]) {
  await expect
    .poll(async () => {
      const cells = await matchesCard(page)
        .getByRole('row')
        .evaluateAll((found) =>
          found.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' | ')),
        );
      return cells;
    })
    .toEqual(rows);
}

test('a link restores the state and the typed regex is remembered; matches, groups, flags, errors and the diagram', async ({
  page,
}) => {
  await openPage(page, '/regex-tester#regex=B%2B&text=abbB&ignoreCase=true&global=false', regex);
  await expect(regex(page)).toHaveValue('B+');
  await expect(flag(page, 'Case-insensitive (i)')).toBeChecked();
  await expect(flag(page, 'Global search (g)')).not.toBeChecked();
  await expectRows(page, ['1 | bbB |  | ']);

  await regex(page).fill('c+');
  await openPage(page, '/regex-tester', regex);
  await expect(regex(page)).toHaveValue('c+');
  await expect(text(page)).toHaveValue('');
  // ?regex= wins over the remembered regex.
  await openPage(page, '/regex-tester?regex=x%7Cy', regex);
  await expect(regex(page)).toHaveValue('x|y');

  await expect(regex(page)).toHaveAttribute('placeholder', 'Put the regex to test');
  for (const [name, on] of [
    ['Global search (g)', true],
    ['Case-insensitive (i)', false],
    ['Multiline (m)', false],
    ['Singleline (s)', true],
    ['Unicode (u)', true],
    ['Unicode sets (v)', false],
  ] as const)
    await expect(flag(page, name)).toBeChecked({ checked: on });
  await expect(matchesCard(page).getByText('No match', { exact: true })).toBeVisible();

  // Example 1: numbered and named groups, highlighted, with the code and a sample.
  await regex(page).fill('(?<key>[a-z]+)=(\\d+)');
  await text(page).fill('a=1, bb=22');
  await expectRows(page, [
    '0 | a=1 | "1" = a [0 - 1], "2" = 1 [2 - 3] | "key" = a [0 - 1]',
    '5 | bb=22 | "1" = bb [5 - 7], "2" = 22 [8 - 10] | "key" = bb [5 - 7]',
  ]);
  const highlighted = page.getByRole('region', { name: 'Matches in the text' });
  await expect(highlighted.locator('mark')).toHaveText(['a=1', 'bb=22']);
  await expect(page.getByLabel('JavaScript code')).toHaveText('const re = /(?<key>[a-z]+)=(\\d+)/gsu;');
  const sample = page.getByLabel('A random text the regex matches');
  await expect(sample).toHaveValue(/^[a-z]+=\d+$/);
  await page.getByLabel('Replace', { exact: true }).fill('$2:$<key>');
  await expect(page.getByLabel('Text after replacing')).toHaveValue('1:a, 22:bb');

  // Example 2 and the flags: without g only the first match is listed.
  await regex(page).fill('\\d+');
  await text(page).fill('Order 66 shipped 3 items');
  await expectRows(page, ['6 | 66 |  | ', '17 | 3 |  | ']);
  await flag(page, 'Global search (g)').uncheck();
  await expectRows(page, ['6 | 66 |  | ']);
  await flag(page, 'Multiline (m)').hover();
  await expect(page.getByRole('tooltip', { name: 'm: ^ and $ also match at line breaks' })).toBeVisible();

  await flag(page, 'Global search (g)').check();

  // An invalid regex shows the engine's message under the field and no match.
  await regex(page).fill('(');
  await expect(regex(page)).toHaveAccessibleDescription(
    'Invalid regex: Invalid regular expression: /(/gsu: Unterminated group',
  );
  await expect(regex(page)).toHaveValue('(');
  await expect(matchesCard(page).getByText('No match', { exact: true })).toBeVisible();
  await expect(page.getByLabel('JavaScript code')).toHaveText('');
  // Invalid only in Unicode mode: the error follows the flags.
  await regex(page).fill('\\-');
  await expect(regex(page)).toHaveAttribute('aria-invalid', 'true');
  await flag(page, 'Unicode (u)').uncheck();
  await expect(regex(page)).not.toHaveAttribute('aria-invalid', 'true');

  // The railroad diagram is drawn in a shadow root; the cheatsheet opens in a new tab.
  await regex(page).fill('ab+|c');
  const diagram = page.getByRole('img', { name: 'Railroad diagram of ab+|c' });
  await expect(diagram.locator('svg')).toBeVisible();
  expect(await diagram.evaluate((host) => host.shadowRoot?.querySelectorAll('svg text').length)).toBeGreaterThan(1);
  const memo = page.getByRole('link', { name: /See Regular Expression Cheatsheet/ });
  await expect(memo).toHaveAttribute('href', '/regex-memo');
  await expect(memo).toHaveAttribute('target', '_blank');
});

test('a catastrophic regex is stopped with a clear message, the page stays responsive and the worker is replaced', async ({
  page,
}) => {
  await openPage(page, '/regex-tester', regex);
  const workers: Worker[] = [];
  const ended: Worker[] = [];
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.on('close', () => ended.push(worker));
  });
  await text(page).fill(`${'a'.repeat(30)}b`);
  const longTasks = await watchLongTasks(page);
  const start = await longTasks.now();
  await regex(page).fill('(a+)+$');

  // Meanwhile the page answers: typing shows at once.
  await page.getByLabel('Replace', { exact: true }).pressSequentially('ok');
  await expect(page.getByLabel('Replace', { exact: true })).toHaveValue('ok');

  const alert = matchesCard(page).getByRole('alert');
  await expect(alert).toContainText('took too long', { timeout: 10_000 });
  // The pattern alone would hold a page for tens of seconds; what is left is rendering, and the
  // test machine's load and tracing (a few hundred ms at worst on a busy machine).
  expect(await longTasks.longestSince(start)).toBeLessThan(1000);
  // The stuck worker was ended, not left spinning: only the sample's worker is left.
  await expect.poll(() => workers.length - ended.length).toBeLessThanOrEqual(1);

  // A new worker answers the next pattern.
  await regex(page).fill('a+b');
  await expectRows(page, ['0 | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab |  | ']);
  await expect(alert).toHaveCount(0);
});
