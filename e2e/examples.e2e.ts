import { expect, openPage, test } from './test';

test('the Examples menu fills a tool’s input and options with one of its declared examples', async ({ page }) => {
  const rawJson = page.getByLabel('Your raw JSON', { exact: true });
  await openPage(page, '/json-prettify', () => rawJson);
  const examples = page.getByRole('group').filter({ has: page.getByText('Examples', { exact: true }) });
  await page.getByText('Examples', { exact: true }).click();
  await expect(examples.getByRole('button')).toHaveText([
    'Sorted keys, indent 3',
    'JSON5 in, strict JSON out',
    'Indent 0: one compact line',
  ]);

  await examples.getByRole('button', { name: 'JSON5 in, strict JSON out' }).click();
  await expect(rawJson).toHaveValue("{name:'Ada', tags:['x','y',], age:36, // comment\n}");
  await expect(page.getByRole('switch', { name: 'Sort keys', exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Indent size', { exact: true })).toHaveValue('2');
  await expect
    .poll(() => page.getByLabel('Prettified version of your JSON', { exact: true }).textContent())
    .toBe('{\n  "name": "Ada",\n  "tags": [\n    "x",\n    "y"\n  ],\n  "age": 36\n}');
  // The example is in the link, like anything typed.
  await expect(page).toHaveURL(/sortKeys=false/);

  await page.getByText('Examples', { exact: true }).click();
  await examples.getByRole('button', { name: 'Indent 0: one compact line' }).click();
  await expect(rawJson).toHaveValue('{"b":1,"a":[1,2]}');
  await expect(page.getByRole('switch', { name: 'Sort keys', exact: true })).toBeChecked();
});

test('a tool without named examples shows no Examples menu', async ({ page }) => {
  await openPage(page, '/git-memo', (p) => p.getByRole('heading', { level: 1 }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Examples', { exact: true })).toHaveCount(0);
});
