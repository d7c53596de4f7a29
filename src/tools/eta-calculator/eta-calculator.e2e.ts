import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const amount = (page: Page) => field(page, 'Amount of element to consume');
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

// The page is opened on Wednesday 10 January 2024 at 09:00, and the clock stays there.
test.use({ timezoneId: 'UTC' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-01-10T09:00:00Z'));
});

test('a link sets the rate and start; the plain page estimates from now and follows every field, preset and card', async ({
  page,
}) => {
  await openPage(page, '/eta-calculator#amount=500&perSpan=5&span=3&startedAt=2024-01-09T23:00', amount);
  await expect(field(page, 'Total duration')).toHaveValue('5 hours');
  await expect(field(page, 'It will end')).toHaveValue('today at 04:00');
  await field(page, 'in').fill('6');
  await expect(page).toHaveURL(/[#&]span=6(&|$)/);

  // The defaults, from now: 5 hours 10 minutes, ending today at 14:10.
  await openPage(page, '/eta-calculator', amount);
  await expect(amount(page)).toHaveValue('186');
  await expect(field(page, 'The consumption started at')).toHaveValue('2024-01-10T09:00');
  await expect(field(page, 'Total duration')).toHaveValue('5 hours 10 minutes');
  await expect(field(page, 'It will end')).toHaveValue('today at 14:10');
  await expect(field(page, 'End date and time')).toHaveValue('Wednesday 10 January 2024, 14:10:00');

  await amount(page).fill('500');
  await field(page, 'Amount of unit consumed by time span').fill('5');
  await field(page, 'in').fill('3');
  await expect(field(page, 'Total duration')).toHaveValue('5 hours');

  await amount(page).fill('1');
  await field(page, 'Amount of unit consumed by time span').fill('3');
  await field(page, 'in').fill('1');
  await chooseOption(page, 'Time span unit', 'seconds');
  await expect(field(page, 'Total duration')).toHaveValue('333 ms');

  await field(page, 'The consumption started at').fill('2024-01-08T10:30');
  await expect(field(page, 'It will end')).toHaveValue('last Monday at 10:30');

  // Blank outputs for an empty or zero field.
  await amount(page).fill('');
  await expect(field(page, 'Total duration')).toHaveValue('');
  await expect(field(page, 'It will end')).toHaveValue('');
  await amount(page).fill('0');
  await expect(field(page, 'Total duration')).toHaveValue('');
  await expect(amount(page)).toHaveValue('0');

  await amount(page).fill('186');
  await field(page, 'The consumption started at').fill('2024-01-10T09:00');
  await page.getByRole('button', { name: 'items/min' }).click();
  await expect(field(page, 'in')).toHaveValue('1');
  await expect(field(page, 'Total duration')).toHaveValue('1 hour 2 minutes');

  await amount(page).fill('100');
  const progress = card(page, 'Progress');
  await progress.getByLabel('Already done', { exact: true }).fill('25');
  await progress.getByLabel('Elapsed time', { exact: true }).fill('1');
  await expect(progress.getByLabel('Remaining time', { exact: true })).toHaveValue('3 minutes');
  await expect(progress.getByLabel('It will be done', { exact: true })).toHaveValue('today at 09:03');

  const download = card(page, 'Download');
  await download.getByLabel('File size', { exact: true }).fill('700');
  await download.getByLabel('Download speed', { exact: true }).fill('10');
  await expect(download.getByLabel('Download time', { exact: true })).toHaveValue('1 minute 10 seconds');
  await chooseOption(page, 'Speed unit', 'Mbit/s');
  await expect(download.getByLabel('Download time', { exact: true })).toHaveValue('9 minutes 20 seconds');
});
