import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const display = (page: Page) => page.getByRole('timer');
const startButton = (page: Page) => page.getByRole('button', { name: 'Start', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });

test.describe('Chronometer', () => {
  test('starts, stops, resumes and resets by button and keyboard, records and copies laps, and carries on after a reload', async ({
    page,
    context,
  }) => {
    await openPage(page, '/chronometer', startButton);
    await expect(display(page)).toHaveText('00:00.000');
    await startButton(page).click();
    await expect(display(page)).not.toHaveText('00:00.000');
    await expect(display(page)).toHaveText(/^00:00\.[2-9]\d\d$/);
    await stopButton(page).click();
    const paused = await display(page).innerText();
    await page.waitForTimeout(150);
    await expect(display(page)).toHaveText(paused);
    await startButton(page).click();
    await expect(display(page)).not.toHaveText(paused);
    expect((await display(page).innerText()) > paused).toBe(true);
    await stopButton(page).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(display(page)).toHaveText('00:00.000');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Off the Reset button, whose own Space press would win over the shortcut.
    await display(page).click();
    await page.keyboard.press('Space');
    await expect(stopButton(page)).toBeVisible();
    await page.waitForTimeout(100);
    await page.keyboard.press('l');
    await page.waitForTimeout(100);
    await page.keyboard.press('l');
    const laps = page.getByRole('table', { name: 'Laps' });
    await expect(laps.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Copy laps' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^Lap\tLap time\tTotal time\n1\t00:0\d\.\d{3}\t00:0\d\.\d{3}\n2\t00:0\d\.\d{3}\t00:0\d\.\d{3}$/,
    );
    await page.keyboard.press('r');
    await expect(laps).toBeHidden();
    await page.keyboard.press('Space');
    await expect(startButton(page)).toBeVisible();

    // A running chronometer carries on after a reload.
    await startButton(page).click();
    await expect(display(page)).toHaveText(/^00:00\.[3-9]\d\d$/);
    await page.reload();
    await expect(stopButton(page)).toBeVisible();
    await expect(display(page)).toHaveText(/^00:0[1-9]\.\d{3}$/);
  });

  test('a countdown from a link rings at zero; a bad duration says what to type', async ({ page }) => {
    const field = page.getByRole('textbox', { name: 'Countdown from' });
    await openPage(page, '/chronometer#mode=countdown&countdown=00%3A01', startButton);
    await expect(field).toHaveValue('00:01');
    await expect(display(page)).toHaveText('00:01.000');
    await startButton(page).click();
    await expect(page.getByText('Time is up!')).toBeVisible();
    await expect(display(page)).toHaveText('00:00.000');
    await expect(startButton(page)).toBeVisible();

    await field.fill('5:75');
    await expect(page.getByText('Enter a duration as SS, MM:SS or HH:MM:SS.')).toBeVisible();
    await expect(field).toHaveValue('5:75');
    await expect(startButton(page)).toBeDisabled();
    await field.fill('2:30');
    await expect(display(page)).toHaveText('02:30.000');
    await expect(page).toHaveURL(/countdown=2%3A30/);
  });
});
