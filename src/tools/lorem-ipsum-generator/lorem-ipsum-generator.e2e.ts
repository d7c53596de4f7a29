import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const output = (page: Page) => page.getByRole('textbox', { name: 'Lorem ipsum', exact: true });

test('generates one paragraph starting with lorem ipsum, and refreshes it', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator', output);
  await expect(output(page)).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [A-Z]/);
  await expect(output(page)).toHaveAttribute('placeholder', 'Your lorem ipsum...');
  const first = await output(page).inputValue();
  expect(first).not.toContain('\n');
  const sentences = first.split(/(?<=\.) /);
  expect(sentences.length).toBeGreaterThanOrEqual(3);
  expect(sentences.length).toBeLessThanOrEqual(8);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(output(page)).not.toHaveValue(first);
});

test('spec example 1 from a link: three one-word paragraphs after the opening', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator#paragraphs=3&sentences=1-1&words=1-1', output);
  await expect(page.getByText('1', { exact: true }).first()).toBeVisible();
  await expect(output(page)).toHaveValue(
    /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.\n\n[A-Z][a-z]*\.\n\n[A-Z][a-z]*\.$/,
  );
});

test('spec example 2 with the switches: HTML paragraphs of two words', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator#paragraphs=2&sentences=1-1&words=2-2', output);
  await page.getByLabel('Start with lorem ipsum').uncheck();
  await page.getByLabel('As HTML').check();
  await expect(output(page)).toHaveValue(/^<p>[A-Z][a-z]* [a-z]+\.<\/p>\n\n<p>[A-Z][a-z]* [a-z]+\.<\/p>$/);
  await expect(page).toHaveURL(/asHtml=true/);
});

test('the sliders change the counts from the keyboard', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator', output);
  const paragraphs = page.getByRole('slider', { name: 'Paragraphs', exact: true });
  await paragraphs.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/paragraphs=3/);
  await expect.poll(async () => (await output(page).inputValue()).split('\n\n').length).toBe(3);
  const minimum = page.getByRole('slider', { name: 'Words per sentence minimum', exact: true });
  await minimum.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/words=9-15/);
  // Home and End, as the WAI-ARIA slider pattern asks: each thumb as far as it may go.
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/words=15-15/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/words=1-15/);
  await page.getByRole('slider', { name: 'Words per sentence maximum', exact: true }).focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/words=1-50/);
});

test('another unit: a number of words, and copy as text or Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/lorem-ipsum-generator#unit=words&count=5&asHtml=true', output);
  await expect(output(page)).toHaveValue('<p>Lorem ipsum dolor sit amet.</p>');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Lorem ipsum copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<p>Lorem ipsum dolor sit amet.</p>');
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Lorem ipsum dolor sit amet.');
});

test('a count typed out of range is brought back within it', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator#unit=bytes', output);
  const count = page.getByRole('textbox', { name: 'Number of bytes' });
  await count.fill('0');
  await count.blur();
  await expect(count).toHaveValue('1');
  await expect(output(page)).toHaveValue('L');
});

test('placeholder text in Japanese from a link', async ({ page }) => {
  await openPage(page, '/lorem-ipsum-generator#language=japanese&sentences=2-2', output);
  await expect(output(page)).toHaveValue(/^[^\sA-Za-z]+。[^\sA-Za-z]+。$/u);
  await expect(page.getByLabel('Start with lorem ipsum')).toBeDisabled();
});
