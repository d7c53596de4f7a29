import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const id = '[0-7][0-9A-HJKMNP-TV-Z]{25}';
const oneUlid = new RegExp(`^${id}$`);
const ulidLines = (count: number, item = id) => new RegExp(`^${item}(?:\\n${item}){${count - 1}}$`);

const output = (page: Page) => page.getByRole('textbox', { name: 'ULIDs', exact: true });
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity:', exact: true });
const formatGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Format:', exact: true });
const separatorGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Separator:', exact: true });
const decodeField = (page: Page) => page.getByRole('textbox', { name: 'ULID to decode', exact: true });

async function setQuantity(page: Page, value: string) {
  await quantity(page).fill(value);
  await quantity(page).blur();
}

async function chooseFormat(page: Page, format: 'Raw' | 'JSON') {
  await formatGroup(page).getByText(format, { exact: true }).click();
  await expect(formatGroup(page).getByRole('radio', { name: format, exact: true })).toBeChecked();
}

const text = async (page: Page) => (await output(page).textContent()) ?? '';

// The page is loaded three times; a busy machine can take a while to serve it.
test.describe.configure({ timeout: 90_000 });

test('generates, regenerates and formats ULIDs, copies them, decodes one, and remembers the quantity and format', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/ulid-generator', quantity);
  // Quantity 1, Raw → one ULID, a new one on Refresh.
  await expect(quantity(page)).toHaveValue('1');
  await expect(formatGroup(page).getByRole('radio', { name: 'Raw', exact: true })).toBeChecked();
  await expect(output(page)).toHaveText(oneUlid);
  const first = await text(page);
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output(page)).not.toHaveText(first);
  await expect(output(page)).toHaveText(oneUlid);

  // Changing the format regenerates.
  const refreshed = await text(page);
  await chooseFormat(page, 'JSON');
  await expect(output(page)).toHaveText(new RegExp(`^\\[\\n  "${id}"\\n\\]$`));
  await expect(output(page)).not.toContainText(refreshed);
  const second = JSON.parse(await text(page)) as string[];
  await chooseFormat(page, 'Raw');
  await expect(output(page)).toHaveText(oneUlid);
  await expect(output(page)).not.toHaveText(second[0]);
  await expect(output(page)).not.toHaveText(refreshed);

  // Changing the quantity regenerates. Quantity 2, JSON → a pretty-printed array, with no separator.
  await setQuantity(page, '2');
  await expect(output(page)).toHaveText(ulidLines(2));
  await chooseFormat(page, 'JSON');
  await expect(output(page)).toHaveText(new RegExp(`^\\[\\n  "${id}",\\n  "${id}"\\n\\]$`));
  await expect(separatorGroup(page)).toHaveCount(0);
  await chooseFormat(page, 'Raw');

  // Absurd quantities are clamped: 100 ids, in strictly ascending order, one per line.
  await setQuantity(page, '123456789012');
  await expect(quantity(page)).toHaveValue('100');
  await expect(output(page)).toHaveText(ulidLines(100));
  const ulids = (await text(page)).split('\n');
  for (let i = 1; i < ulids.length; i++) expect(ulids[i] > ulids[i - 1], `${ulids[i - 1]} < ${ulids[i]}`).toBe(true);
  // Already at 100, a larger number typed leaves the box showing the 100 ids listed.
  await setQuantity(page, '500');
  await expect(quantity(page)).toHaveValue('100');
  await expect(output(page)).toHaveText(ulidLines(100));
  await setQuantity(page, '-5');
  await expect(quantity(page)).toHaveValue('1');
  await expect(output(page)).toHaveText(oneUlid);

  // Lowercase and comma-separated output.
  await setQuantity(page, '3');
  await page.getByRole('switch', { name: 'Lowercase', exact: true }).click();
  const lower = '[0-7][0-9a-hjkmnp-tv-z]{25}';
  await expect(output(page)).toHaveText(ulidLines(3, lower));
  await separatorGroup(page).getByText('Comma separated', { exact: true }).click();
  await expect(output(page)).toHaveText(new RegExp(`^${lower}, ${lower}, ${lower}$`));

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('ULIDs copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text(page));

  await chooseFormat(page, 'JSON');
  await expect(output(page)).toHaveText(new RegExp(`^\\[\\n  "${lower}",\\n  "${lower}",\\n  "${lower}"\\n\\]$`));

  // A pasted ULID is decoded to its timestamp and UUID form.
  await expect(page.getByRole('heading', { name: 'Decode a ULID', exact: true })).toBeVisible();
  const details = page.getByRole('table', { name: 'ULID details' });
  await decodeField(page).fill('01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(details).toContainText('2016-07-30T23:54:10.259Z');
  await expect(details).toContainText('1469922850259');
  await expect(details).toContainText('01563e3a-b5d3-d676-4c61-efb99302bd5b');
  await decodeField(page).fill('01hf7yat00zzzzzzzzzzzzzzzz');
  await expect(details).toContainText('2023-11-14T22:13:20.000Z');
  await decodeField(page).fill('01ARZ3NDEKTSV4RRFFQ69G5FAU');
  await expect(decodeField(page)).toHaveAccessibleDescription('Invalid ULID');
  await expect(decodeField(page)).toHaveValue('01ARZ3NDEKTSV4RRFFQ69G5FAU');
  await expect(details).toHaveCount(0);

  // The quantity and the format are remembered across a reload.
  await setQuantity(page, '5');
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('ulid-generator:amount'),
        localStorage.getItem('ulid-generator:format'),
      ]),
    )
    .toEqual(['5', 'json']);
  await openPage(page, '/ulid-generator', quantity);
  await expect(quantity(page)).toHaveValue('5');
  await expect(formatGroup(page).getByRole('radio', { name: 'JSON', exact: true })).toBeChecked();
  const kept = JSON.parse(await text(page)) as string[];
  expect(kept).toHaveLength(5);
  for (const ulid of kept) expect(ulid.toUpperCase()).toMatch(oneUlid);

  // An absurd quantity in a link is clamped too.
  await openPage(page, '/ulid-generator?amount=99999999999', quantity);
  await expect(quantity(page)).toHaveValue('100');
  await expect.poll(async () => (JSON.parse(await text(page)) as string[]).length).toBe(100);
  for (const ulid of JSON.parse(await text(page)) as string[]) expect(ulid.toUpperCase()).toMatch(oneUlid);
});
