import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const specPattern =
  /^(102[4-9]|10[3-9]\d|1[1-9]\d{2}|[2-9]\d{3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

const port = (page: Page) => page.getByRole('status', { name: 'Port', exact: true });
const ports = (page: Page) => page.getByRole('status', { name: 'Ports', exact: true });

test('a link restores the range and options; the plain page draws, refreshes, copies and says when too few ports are left', async ({
  page,
  context,
}) => {
  await page.goto('/random-port-generator#min=49150&max=49200&avoidEphemeral=true&count=2');
  await expect(page.getByLabel('Min', { exact: true })).toHaveValue('49150');
  await expect(page.getByRole('switch', { name: /Avoid the ephemeral range/ })).toBeChecked();
  await expect(ports(page)).toHaveText(/^4915[01]\n4915[01]$/);

  // A port is drawn on load, and a new one on Refresh.
  await page.goto('/random-port-generator');
  await expect(port(page)).toHaveText(specPattern);
  const first = await port(page).textContent();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(port(page)).not.toHaveText(first ?? '');
  await expect(port(page)).toHaveText(specPattern);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Port copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await port(page).textContent());

  // Several distinct ports within Min and Max.
  await page.getByLabel('Min', { exact: true }).fill('8000');
  await page.getByLabel('Max', { exact: true }).fill('8004');
  await page.getByLabel('How many', { exact: true }).fill('5');
  await expect(ports(page)).toHaveText(/^(800[0-4]\n){4}800[0-4]$/);
  const drawn = (await ports(page).textContent())?.split('\n') ?? [];
  expect([...drawn].sort()).toEqual(['8000', '8001', '8002', '8003', '8004']);
  await expect(page).toHaveURL(/#.*count=5/);

  // Settings that leave too few ports say so, and the page recovers.
  await page.getByLabel('How many', { exact: true }).fill('2');
  await page.getByLabel('Min', { exact: true }).fill('2999');
  await page.getByLabel('Max', { exact: true }).fill('3000');
  await expect(ports(page)).toHaveText(/^(2999\n3000|3000\n2999)$/);
  await page.getByRole('switch', { name: /Avoid ports common in development/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Only 1 port is left with these settings');
  await expect(ports(page)).toHaveText('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await page.getByLabel('Max', { exact: true }).fill('3002');
  await expect(ports(page)).toHaveText(/^(2999\n3002|3002\n2999)$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
