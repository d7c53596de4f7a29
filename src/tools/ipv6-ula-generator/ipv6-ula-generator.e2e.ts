import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const macField = (page: Page) => page.getByRole('textbox', { name: 'MAC address:', exact: true });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const ula = (page: Page) => output(page, 'IPv6 ULA:');
const ulaPattern = /^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}::\/48$/;

test('a link to random mode with a subnet ID, copied; the default MAC at a frozen clock; bad MACs', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.setFixedTime(1_700_000_000_000);
  await page.goto('/ipv6-ula-generator#source=random&subnet=beef');
  await expect(macField(page)).toHaveCount(0);
  await expect(ula(page)).toHaveValue(ulaPattern);
  const prefix = (await ula(page).inputValue()).replace('::/48', '');
  await expect(output(page, 'Subnet:')).toHaveValue(`${prefix}:beef::/64`);
  await expect(output(page, 'Example host address:')).toHaveValue(`${prefix}:beef::1`);
  // Copy all copies the three lines.
  await page.getByRole('button', { name: 'Copy all', exact: true }).click();
  await expect(page.getByText('IPv6 ULA blocks copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${prefix}::/48\n${prefix}:0::/64\n${prefix}:ffff::/64`,
  );

  // Nothing is remembered: the plain address takes the default MAC. With the clock frozen it gives
  // the reference's prefix, a /48 under fd00::/8 with its first and last /64.
  await page.goto('/ipv6-ula-generator');
  await expect(ula(page)).toHaveValue('fdb7:29eb:4229::/48');
  await expect(output(page, 'First routable block:')).toHaveValue('fdb7:29eb:4229:0::/64');
  await expect(output(page, 'Last routable block:')).toHaveValue('fdb7:29eb:4229:ffff::/64');
  // Regenerate reads the clock again.
  await page.clock.setFixedTime(1_700_000_000_001);
  await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(ula(page)).not.toHaveValue('fdb7:29eb:4229::/48');
  await expect(ula(page)).toHaveValue(ulaPattern);

  // Three pairs are enough; "hello" shows the error and hides the outputs.
  await macField(page).fill('20:37:06');
  await expect(ula(page)).toHaveValue(ulaPattern);
  await macField(page).fill('hello');
  await expect(page.getByText('Invalid MAC address')).toBeVisible();
  await expect(macField(page)).toHaveValue('hello');
  await expect(ula(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy all', exact: true })).toBeDisabled();
});
