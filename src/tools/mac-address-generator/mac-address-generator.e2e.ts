import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const output = (page: Page) => page.getByRole('textbox', { name: 'MAC addresses', exact: true });
const prefixField = (page: Page) => page.getByRole('textbox', { name: 'MAC address prefix:', exact: true });
const group = (page: Page, label: string) => page.getByRole('radiogroup', { name: label, exact: true });

async function choose(page: Page, label: string, option: string) {
  await group(page, label).getByText(option, { exact: true }).click();
  await expect(group(page, label).getByRole('radio', { name: option, exact: true })).toBeChecked();
}

test('generates under the default prefix, refreshes, refuses a bad prefix, takes a vendor’s, and copies several', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mac-address-generator');
  await expect(output(page)).toHaveValue(/^64:16:7F(:[0-9A-F]{2}){3}$/);
  const first = await output(page).inputValue();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output(page)).not.toHaveValue(first);
  await expect(output(page)).toHaveValue(/^64:16:7F(:[0-9A-F]{2}){3}$/);

  // Prefix "zz": the error, no output, nothing to copy.
  await prefixField(page).fill('zz');
  await expect(page.getByText('Invalid partial MAC address')).toBeVisible();
  await expect(prefixField(page)).toHaveValue('zz');
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  // A vendor found by name gives its prefix; a random local address goes without one.
  await page.getByRole('textbox', { name: 'Search the vendor database:' }).fill('Raspberry Pi');
  const vendors = page.getByRole('table', { name: 'Matching vendors' });
  await expect(vendors).toContainText('Raspberry Pi Foundation');
  await vendors.getByRole('button', { name: 'Use B8:27:EB' }).click();
  await expect(prefixField(page)).toHaveValue('B8:27:EB');
  await expect(output(page)).toHaveValue(/^B8:27:EB(:[0-9A-F]{2}){3}$/);
  await prefixField(page).fill('');
  await page.getByLabel('Unicast + locally administered').check();
  await expect(output(page)).toHaveValue(/^[0-9A-F][26AE](:[0-9A-F]{2}){5}$/);
  await page.getByLabel('Unicast + locally administered').uncheck();

  // Quantity 3, no prefix, lowercase, "-"; copying says so.
  const quantity = page.getByRole('textbox', { name: 'Quantity:', exact: true });
  await quantity.fill('3');
  await quantity.blur();
  await choose(page, 'Case:', 'Lowercase');
  await choose(page, 'Separator:', '-');
  const line = '[0-9a-f]{2}(-[0-9a-f]{2}){5}';
  await expect(output(page)).toHaveValue(new RegExp(`^${line}\\n${line}\\n${line}$`));
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('MAC addresses copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output(page).inputValue());
});

// A fresh context: the prefix, quantity and separator above are remembered in storage.
test('a link sets the prefix "ff:ee:a", lowercase, "-"', async ({ page }) => {
  await page.goto('/mac-address-generator#prefix=ff:ee:a&case=lower&separator=dash');
  await expect(prefixField(page)).toHaveValue('ff:ee:a');
  await expect(output(page)).toHaveValue(/^ff-ee-0a(-[0-9a-f]{2}){3}$/);
});
