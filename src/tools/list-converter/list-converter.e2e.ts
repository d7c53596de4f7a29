import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your input data', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your transformed data', exact: true });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toggle = (page: Page, label: string) => page.getByRole('switch', { name: label, exact: true });
const sortList = (page: Page) => page.getByRole('combobox', { name: 'Sort list', exact: true });

// Each option's output on its own is checked by the unit tests; here, one change of each control.
test('converts a list as it is typed, follows every option, copies the result and remembers the options, not the list', async ({
  page,
  context,
}) => {
  await openPage(page, '/list-converter', input);
  await expect(toggle(page, 'Trim list items')).toBeChecked();
  await expect(toggle(page, 'Remove duplicates')).toBeChecked();
  await expect(toggle(page, 'Convert to lowercase')).not.toBeChecked();
  await expect(toggle(page, 'Keep line breaks')).not.toBeChecked();
  await expect(toggle(page, 'Reverse list')).not.toBeChecked();
  await expect(sortList(page)).toHaveText('No sorting');
  await expect(field(page, 'Separator')).toHaveValue(', ');

  await input(page).fill('b\na\nc\na');
  await expect(output(page)).toHaveValue('b, a, c');
  await field(page, 'Item prefix').fill("'");
  await field(page, 'Item suffix').fill("'");
  await field(page, 'List prefix').fill('(');
  await field(page, 'List suffix').fill(')');
  await expect(output(page)).toHaveValue("('b', 'a', 'c')");
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("('b', 'a', 'c')");

  // An HTML list on separate lines.
  await input(page).fill('1\n2\n3');
  await field(page, 'Item prefix').fill('<li>');
  await field(page, 'Item suffix').fill('</li>');
  await field(page, 'List prefix').fill('<ul>');
  await field(page, 'List suffix').fill('</ul>');
  await field(page, 'Separator').fill('');
  await toggle(page, 'Keep line breaks').click();
  await expect(output(page)).toHaveValue('<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>');

  for (const label of ['Item prefix', 'Item suffix', 'List prefix', 'List suffix']) await field(page, label).fill('');
  await field(page, 'Separator').fill(', ');
  await toggle(page, 'Keep line breaks').click();
  await input(page).fill(' B \nitem 10\nitem 9\nb\nA');
  await expect(output(page)).toHaveValue('B, item 10, item 9, b, A');
  await toggle(page, 'Convert to lowercase').click();
  await expect(output(page)).toHaveValue('b, item 10, item 9, a');
  await toggle(page, 'Remove duplicates').click();
  await expect(output(page)).toHaveValue('b, item 10, item 9, b, a');
  await chooseOption(page, 'Sort list', 'Sort ascending');
  await expect(output(page)).toHaveValue('a, b, b, item 9, item 10');
  await chooseOption(page, 'Sort list', 'Sort descending');
  await expect(output(page)).toHaveValue('item 10, item 9, b, b, a');
  // Reverse instead of sorting.
  await toggle(page, 'Reverse list').click();
  await expect(sortList(page)).toBeDisabled();
  await expect(output(page)).toHaveValue('a, b, item 9, item 10, b');
  await toggle(page, 'Trim list items').click();
  await expect(output(page)).toHaveValue('a, b, item 9, item 10,  b ');

  await field(page, 'Separator').fill(' | ');
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('list-converter:reverse-list'),
        localStorage.getItem('list-converter:separator'),
      ]),
    )
    .toEqual(['true', ' | ']);
  await input(page).fill('x\ny');
  await expect(output(page)).toHaveValue('y | x');

  // A new visit, not a reload: a reload keeps the address, whose fragment holds the list too.
  await openPage(page, '/list-converter', input);
  await expect(toggle(page, 'Reverse list')).toBeChecked();
  await expect(field(page, 'Separator')).toHaveValue(' | ');
  await expect(input(page)).toHaveValue('');
  await expect(output(page)).toHaveValue('');
  await input(page).fill('1\n2');
  await expect(output(page)).toHaveValue('2 | 1');
});
