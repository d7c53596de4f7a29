import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
// 'Platform' is in the Device card and in the Client hints card: the first card's tile wins.
const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).first();
const tileValue = (page: Page, label: string) => tile(page, label).getByRole('button');
const copyAll = (page: Page) => page.getByRole('button', { name: 'Copy all as JSON', exact: true });

async function openTool(page: Page) {
  await openPage(page, '/device-information', copyAll);
  await expect(copyAll(page)).toBeEnabled();
}

test('shows what the browser reports after hydration, client hints too, copies values, and follows changes live', async ({
  page,
  context,
}) => {
  // The prerendered page holds no reading: values come after hydration.
  const html = await (await page.request.get('/device-information')).text();
  expect(html).toContain('Screen size');
  expect(html).not.toContain('Google Inc.');
  expect(html).not.toContain('unknown');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);
  const reported = await page.evaluate(() => ({
    screenSize: `${screen.availWidth} x ${screen.availHeight}`,
    windowSize: `${innerWidth} x ${innerHeight}`,
    languages: navigator.languages.join(', '),
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    cores: String(navigator.hardwareConcurrency),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  await expect(card(page, 'Screen').getByRole('group')).toHaveCount(6);
  await expect(card(page, 'Device').getByRole('group')).toHaveCount(11);
  await expect(tileValue(page, 'Screen size')).toHaveText(reported.screenSize);
  await expect(tileValue(page, 'Orientation')).toHaveText('landscape-primary');
  await expect(tileValue(page, 'Orientation angle')).toHaveText('0°');
  await expect(tileValue(page, 'Color depth')).toHaveText(/^\d+ bits$/);
  await expect(tileValue(page, 'Pixel ratio')).toHaveText('1 dppx');
  await expect(tileValue(page, 'Window size')).toHaveText(reported.windowSize);

  await expect(tileValue(page, 'Browser vendor')).toHaveText('Google Inc.');
  await expect(tileValue(page, 'Languages')).toHaveText(reported.languages);
  await expect(tileValue(page, 'Platform')).toHaveText(reported.platform);
  await expect(tileValue(page, 'User agent')).toHaveText(reported.userAgent);
  await expect(tileValue(page, 'CPU cores')).toHaveText(reported.cores);
  await expect(tileValue(page, 'Device memory')).toHaveText(/^[\d.]+ GB$/);
  await expect(tileValue(page, 'Touch points')).toHaveText('0');
  await expect(tileValue(page, 'Time zone')).toHaveText(reported.timeZone);
  await expect(tileValue(page, 'Cookies enabled')).toHaveText('Yes');
  await expect(tileValue(page, 'Online')).toHaveText('Yes');
  await expect(tileValue(page, 'Preferred color scheme')).toHaveText('light');

  // The client hints, in a third card.
  const hints = card(page, 'Client hints');
  await expect(hints).toBeVisible();
  await expect(hints.getByRole('group', { name: 'Platform', exact: true }).getByRole('button')).toHaveText(/\S/);
  await expect(tileValue(page, 'Architecture')).toHaveText(/\S/);
  await expect(tileValue(page, 'Full version list')).toContainText('Chromium');

  // One value is copied by clicking it, every value as JSON with the button.
  await tileValue(page, 'Browser vendor').click();
  await expect(tile(page, 'Browser vendor').getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Google Inc.');
  await copyAll(page).click();
  await expect
    .poll(async () => JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>)
    .toMatchObject({ browserVendor: 'Google Inc.', orientationAngle: '0°', online: 'Yes', clientHints: {} });

  // The window size, the connection and the colour scheme are followed live.
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(tileValue(page, 'Window size')).toHaveText('900 x 700');
  await context.setOffline(true);
  await expect(tileValue(page, 'Online')).toHaveText('No');
  await context.setOffline(false);
  await expect(tileValue(page, 'Online')).toHaveText('Yes');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(tileValue(page, 'Preferred color scheme')).toHaveText('dark');
});
