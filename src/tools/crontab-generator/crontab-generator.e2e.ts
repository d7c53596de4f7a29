import type { Page } from '@playwright/test';
import { chooseOption, expect, test } from '../../../e2e/test';

const cron = (page: Page) => page.getByRole('textbox', { name: 'Cron expression', exact: true });
const sentence = (page: Page, text: string) => page.getByText(text, { exact: true });

// Every description (in every language), picker and macro is in crontab-generator.test.ts; here,
// that the page wires them up.
test('a link restores the expression and switches; the page describes, validates, picks and follows the language', async ({
  page,
}) => {
  await page.goto('/crontab-generator#cron=0+9+*+*+1-5&use24Hour=false');
  await expect(cron(page)).toHaveValue('0 9 * * 1-5');
  await expect(page.getByRole('switch', { name: 'Use 24 hour time format' })).not.toBeChecked();
  await expect(sentence(page, 'At 09:00 AM, Monday through Friday')).toBeVisible();

  // Example 1: on the plain address, the default expression, with its next runs and the help.
  await page.goto('/crontab-generator');
  await expect(cron(page)).toHaveValue('40 * * * *');
  await expect(cron(page)).toHaveAttribute('placeholder', '* * * * *');
  await expect(sentence(page, 'At 40 minutes past the hour, every hour, every day')).toBeVisible();
  const runs = page.getByRole('table', { name: 'Next 5 runs' });
  await expect(runs.getByRole('row')).toHaveCount(6);
  await expect(runs.getByRole('cell').first()).toContainText(':40:00');
  const help = page.getByRole('table', { name: 'Symbols and macros' });
  await expect(help.getByRole('row', { name: /@monthly/ })).toContainText('0 0 1 * *');
  await expect(help.getByRole('row', { name: /@reboot/ })).toContainText('Run once at startup');

  // Examples 2 and 3: the switches change the wording (turned back on after).
  await cron(page).fill('0 9 * * 1-5');
  await page.getByRole('switch', { name: 'Use 24 hour time format' }).click();
  await expect(sentence(page, 'At 09:00 AM, Monday through Friday')).toBeVisible();
  await cron(page).fill('*/5 * * * *');
  await expect(sentence(page, 'Every 5 minutes, every hour, every day')).toBeVisible();
  await page.getByRole('switch', { name: 'Verbose' }).click();
  await expect(sentence(page, 'Every 5 minutes')).toBeVisible();
  await page.getByRole('switch', { name: 'Verbose' }).click();
  await page.getByRole('switch', { name: 'Use 24 hour time format' }).click();

  // Example 4: an invalid cron shows the error under the field and no description.
  await cron(page).fill('60 * * * *');
  await expect(cron(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(cron(page)).toHaveAccessibleDescription('This cron is invalid');
  await expect(cron(page)).toHaveValue('60 * * * *');
  await expect(page.getByText(/every hour/)).toHaveCount(0);
  await expect(runs).toHaveCount(0);
  await cron(page).fill('@weekly');
  await expect(sentence(page, 'At 00:00, only on Sunday')).toBeVisible();

  // The pickers and presets write the expression.
  await page.getByRole('button', { name: 'Weekdays at 09:00' }).click();
  await expect(cron(page)).toHaveValue('0 9 * * 1-5');
  await chooseOption(page, 'Minute', 'Every 15 minutes');
  await expect(cron(page)).toHaveValue('*/15 9 * * 1-5');
  await chooseOption(page, 'Month', 'June');
  await expect(cron(page)).toHaveValue('*/15 9 * 6 1-5');
  await expect(
    sentence(page, 'Every 15 minutes, between 09:00 and 09:59, Monday through Friday, only in June'),
  ).toBeVisible();

  // The description and the tool's own words follow the app language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await page.getByRole('textbox', { name: 'Expression cron', exact: true }).fill('*/5 * * * *');
  await expect(sentence(page, 'Toutes les 5 minutes, toutes les heures, tous les jours')).toBeVisible();
  await page.getByRole('switch', { name: 'Détaillé' }).click();
  await expect(sentence(page, 'Toutes les 5 minutes')).toBeVisible();
});
