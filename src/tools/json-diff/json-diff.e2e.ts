import type { Page } from '@playwright/test';
import {
  expect,
  maxTaskAfterPasteMs,
  openPage,
  pasteLargeText,
  test,
  waitUntilInteractive,
  watchLongTasks,
} from '../../../e2e/test';

const first = (page: Page) => page.getByRole('textbox', { name: 'First JSON', exact: true });
const second = (page: Page) => page.getByRole('textbox', { name: 'JSON to compare', exact: true });
const tree = (page: Page) => page.getByRole('region', { name: 'Differences', exact: true });
const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** The tree's lines as their text, spaces included. */
const treeLines = (page: Page) =>
  tree(page)
    .locator('[data-marker]')
    .evaluateAll((lines) => lines.map((line) => line.textContent));

const example3 = {
  first: '{"a":1,"b":{"c":[1,2,3],"d":null},"e":true}',
  second: '{"a":1,"b":{"c":[1,3],"d":0},"f":"new"}',
};

const identical = (page: Page) => page.getByText('The two JSON documents are identical.', { exact: true });
const summary = (page: Page, text: string) => page.getByText(text, { exact: true });

test('compares as you type: the examples, only the differences, errors, array order, copying and swapping', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/json-diff', first);
  await expect(first(page)).toHaveValue('');
  await expect(second(page)).toHaveValue('');
  await expect(page.getByText(/added, .* removed/)).toHaveCount(0);

  // Example 1.
  await first(page).fill('{"foo":"bar"}');
  await second(page).fill('{"foo":"buz","baz":"qux"}');
  await expect(summary(page, '1 added, 0 removed, 1 changed')).toBeVisible();
  await expect.poll(() => treeLines(page)).toEqual(['  {', '  ~ foo: "bar" → "buz",', '  + baz: "qux",', '  }']);

  // Example 2.
  await second(page).fill('{   "foo":  "bar" }  ');
  await expect(identical(page)).toBeVisible();
  await expect(tree(page)).toHaveCount(0);

  // The parser's message under the field, the input kept and the result hidden.
  await second(page).fill('{"foo":"buz"}');
  await expect(tree(page)).toBeVisible();
  await second(page).fill('{"a":');
  await expect(page.getByText('Invalid JSON: JSON5: invalid end of input at 1:6', { exact: true })).toBeVisible();
  await expect(second(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(second(page)).toHaveValue('{"a":');
  await expect(first(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(tree(page)).toHaveCount(0);
  await expect(page.getByText(/added, .* removed/)).toHaveCount(0);
  await second(page).fill('');
  await expect(page.getByText(/^Invalid JSON/)).toHaveCount(0);

  // Example 3, and only the differences on demand.
  await first(page).fill(example3.first);
  await second(page).fill(example3.second);
  await expect(summary(page, '1 added, 2 removed, 2 changed')).toBeVisible();
  const all = [
    '  {',
    '    a: 1,',
    '    b: {',
    '      c: [',
    '        1,',
    '      ~ 2 → 3,',
    '      - 3,',
    '      ],',
    '    ~ d: null → 0,',
    '    },',
    '  - e: true,',
    '  + f: "new",',
    '  }',
  ];
  await expect.poll(() => treeLines(page)).toEqual(all);
  await switchOf(page, 'Only show differences').click();
  await expect.poll(() => treeLines(page)).toEqual(all.filter((line) => !['    a: 1,', '        1,'].includes(line)));
  await switchOf(page, 'Only show differences').click();
  await expect.poll(() => treeLines(page)).toEqual(all);

  // Copies a clicked value and the JSON Patch, and swaps the sides.
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await tree(page).getByRole('button', { name: '"new"', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await readClipboard()).toBe('"new"');
  await page.getByRole('button', { name: 'Copy as JSON Patch', exact: true }).click();
  await expect
    .poll(async () => JSON.parse(await readClipboard()))
    .toEqual([
      { op: 'replace', path: '/b/c/1', value: 3 },
      { op: 'remove', path: '/b/c/2' },
      { op: 'replace', path: '/b/d', value: 0 },
      { op: 'remove', path: '/e' },
      { op: 'add', path: '/f', value: 'new' },
    ]);
  await page.getByRole('button', { name: 'Swap sides', exact: true }).click();
  await expect(first(page)).toHaveValue(example3.second);
  await expect(second(page)).toHaveValue(example3.first);
  await expect(summary(page, '2 added, 1 removed, 2 changed')).toBeVisible();

  // Array order ignored on request.
  await first(page).fill('{"tags":["a","b"],"items":[{"id":1,"v":"x"},{"id":2,"v":"y"}]}');
  await second(page).fill('{"tags":["b","a"],"items":[{"id":2,"v":"y"},{"id":1,"v":"x"}]}');
  await expect(summary(page, '0 added, 0 removed, 6 changed')).toBeVisible();
  await switchOf(page, 'Ignore array order').click();
  await expect(identical(page)).toBeVisible();

  // Never runs script from the documents.
  const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await first(page).fill(JSON.stringify({ html: attack }));
  await second(page).fill(JSON.stringify({ html: `${attack}!` }));
  await expect(tree(page)).toContainText('onerror');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(tree(page).locator('img, script')).toHaveCount(0);
});

test('loads each side from a file, refusing a binary one; keeps the documents for the tab; opens from a link', async ({
  page,
}) => {
  await openPage(page, '/json-diff', first);
  const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  const loadFirst = page.getByLabel('Load the first JSON from a file', { exact: true });
  await loadFirst.setInputFiles(file('a.json', '{"v":1}'));
  await page
    .getByLabel('Load the JSON to compare from a file', { exact: true })
    .setInputFiles(file('b.json', '{"v":2}'));
  await expect(first(page)).toHaveValue('{"v":1}');
  await expect(second(page)).toHaveValue('{"v":2}');
  await expect.poll(() => treeLines(page)).toEqual(['  {', '  ~ v: 1 → 2,', '  }']);

  await first(page).fill('{"kept":true}');
  const binary = { name: 'image.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x00, 0x47]) };
  await loadFirst.setInputFiles(binary);
  await expect(page.getByText('This file is not text.', { exact: true })).toBeVisible();
  await expect(first(page)).toHaveValue('{"kept":true}');
  await first(page).fill('{"kept":false}');
  await expect(page.getByText('This file is not text.', { exact: true })).toHaveCount(0);

  // Both documents are kept for the tab across a reload, in session storage only.
  await first(page).fill('{"kept":1}');
  await second(page).fill('{"kept":2}');
  await expect(summary(page, '0 added, 0 removed, 1 changed')).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('json-diff:first'), sessionStorage.getItem('json-diff:second')]),
  ).toEqual(['{"kept":1}', '{"kept":2}']);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('kept');
  await page.goto('/json-diff');
  await waitUntilInteractive(first(page));
  await expect(first(page)).toHaveValue('{"kept":1}');
  await expect(second(page)).toHaveValue('{"kept":2}');
  await expect(summary(page, '0 added, 0 removed, 1 changed')).toBeVisible();

  // A link with both documents and the options opens them, over what the tab kept. Through a blank
  // page: going to the same page with a fragment would only change the fragment, not load a link.
  const fragment = new URLSearchParams({ ...example3, onlyDifferences: 'true' }).toString();
  await page.goto('about:blank');
  await openPage(page, `/json-diff#${fragment}`, first);
  await expect(first(page)).toHaveValue(example3.first);
  await expect(second(page)).toHaveValue(example3.second);
  await expect(switchOf(page, 'Only show differences')).toBeChecked();
  await expect.poll(() => treeLines(page)).toContain('  + f: "new",');
  expect(await treeLines(page)).not.toContain('    a: 1,');
});

test('compares documents 10,000 levels deep, then two of 2 MB, off the main thread: no long task holds the page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openPage(page, '/json-diff', first);
  const deep = (leaf: string) => '['.repeat(10_000) + leaf + ']'.repeat(10_000);
  const longTasks = await watchLongTasks(page);
  const start = await longTasks.now();
  await pasteLargeText(first(page), deep('1'));
  await pasteLargeText(second(page), deep('2'));
  await expect(summary(page, '0 added, 0 removed, 1 changed')).toBeVisible();
  await expect.poll(async () => (await treeLines(page)).slice(0, 2)).toEqual(['  [', '    [']);
  expect(await longTasks.longestSince(start)).toBeLessThan(1_000);

  await pasteLargeText(first(page), '');
  await pasteLargeText(second(page), '');
  await expect(tree(page)).toHaveCount(0);
  const items = Array.from({ length: 30_000 }, (_, id) => ({ active: id % 2 === 0, id, name: `item number ${id}` }));
  const changed = items.map((item) => (item.id % 1_000 === 0 ? { ...item, name: 'renamed' } : item));
  const [left, right] = [JSON.stringify(items), JSON.stringify(changed)];
  expect(left.length).toBeGreaterThan(1_500_000);
  await pasteLargeText(first(page), left);
  await pasteLargeText(second(page), right);
  const pasted = await longTasks.now();
  // Found by CSS and read with evaluate: text and role queries would scan the megabytes in the
  // text areas on the main thread, and be the long tasks measured.
  const frame = page.locator('[role="region"][aria-label="Differences"]');
  await frame.waitFor({ timeout: 30_000 });
  const status = page.locator('[role="status"]').filter({ has: page.locator('text=/ added, /') });
  await expect
    .poll(() => frame.evaluate((element) => element.textContent?.includes('~ name: "item number 0" → "renamed",')))
    .toBe(true);
  expect(await longTasks.longestSince(pasted)).toBeLessThan(maxTaskAfterPasteMs);
  await expect(status).toHaveText('0 added, 0 removed, 30 changed');

  // The last lines are made when scrolled to.
  await frame.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect
    .poll(async () => (await treeLines(page)).slice(-3))
    .toEqual(['      name: "item number 29999",', '    },', '  ]']);
});
