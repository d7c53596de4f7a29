import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const output = (page: Page) => page.getByRole('textbox', { name: 'Lorem ipsum', exact: true });
const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const startWithLoremIpsum = (page: Page) => page.getByLabel('Start with lorem ipsum');
const asHtml = (page: Page) => page.getByLabel('As HTML');

/** Picks the tool's language: the shell's language picker has the same name. */
async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name: language, exact: true }).click();
}

/** Focuses the slider `name` and presses `keys` on it, one after the other. */
async function pressOnSlider(page: Page, name: string, ...keys: string[]) {
  await slider(page, name).focus();
  for (const key of keys) await page.keyboard.press(key);
}

// The texts of the spec examples, each unit and language are unit-tested
// (lorem-ipsum-generator.test.ts); here, the page's controls, keyboard, link and clipboard.
test('generates and refreshes; sliders from the keyboard; a link; switches, units, a count clamped, copies, Japanese', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/lorem-ipsum-generator', output);

  // One paragraph starting with lorem ipsum, refreshed on request.
  await expect(output(page)).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [A-Z]/);
  await expect(output(page)).toHaveAttribute('placeholder', 'Your lorem ipsum...');
  const first = await output(page).inputValue();
  expect(first).not.toContain('\n');
  const sentences = first.split(/(?<=\.) /);
  expect(sentences.length).toBeGreaterThanOrEqual(3);
  expect(sentences.length).toBeLessThanOrEqual(8);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(output(page)).not.toHaveValue(first);

  // The sliders change the counts from the keyboard.
  await pressOnSlider(page, 'Paragraphs', 'ArrowRight', 'ArrowRight');
  await expect(page).toHaveURL(/paragraphs=3/);
  await expect.poll(async () => (await output(page).inputValue()).split('\n\n').length).toBe(3);
  await pressOnSlider(page, 'Words per sentence minimum', 'ArrowRight');
  await expect(page).toHaveURL(/words=9-15/);
  // Home and End, as the WAI-ARIA slider pattern asks: each thumb as far as it may go.
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/words=15-15/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/words=1-15/);
  await pressOnSlider(page, 'Words per sentence maximum', 'End');
  await expect(page).toHaveURL(/words=1-50/);

  // Spec example 1 from a link: three one-word paragraphs after the opening. Away first: from the
  // same path, `goto` would only jump to the fragment rather than load the page.
  await page.goto('about:blank');
  await openPage(page, '/lorem-ipsum-generator#paragraphs=3&sentences=1-1&words=1-1', output);
  await expect(page.getByText('1', { exact: true }).first()).toBeVisible();
  await expect(output(page)).toHaveValue(
    /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.\n\n[A-Z][a-z]*\.\n\n[A-Z][a-z]*\.$/,
  );

  // Spec example 2 with the sliders and the switches: HTML paragraphs of two words.
  await pressOnSlider(page, 'Paragraphs', 'ArrowLeft');
  await pressOnSlider(page, 'Words per sentence maximum', 'ArrowRight');
  await pressOnSlider(page, 'Words per sentence minimum', 'ArrowRight');
  await expect(page).toHaveURL(/words=2-2/);
  await startWithLoremIpsum(page).uncheck();
  await asHtml(page).check();
  await expect(output(page)).toHaveValue(/^<p>[A-Z][a-z]* [a-z]+\.<\/p>\n\n<p>[A-Z][a-z]* [a-z]+\.<\/p>$/);
  await expect(page).toHaveURL(/asHtml=true/);

  // Another unit: a number of words, copied as text or Markdown.
  await chooseOption(page, 'Output unit', 'Words');
  await page.getByRole('textbox', { name: 'Number of words' }).fill('5');
  await startWithLoremIpsum(page).check();
  await expect(output(page)).toHaveValue('<p>Lorem ipsum dolor sit amet.</p>');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Lorem ipsum copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<p>Lorem ipsum dolor sit amet.</p>');
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Lorem ipsum dolor sit amet.');

  // A count typed out of range is brought back within it.
  await asHtml(page).uncheck();
  await chooseOption(page, 'Output unit', 'Bytes');
  const bytes = page.getByRole('textbox', { name: 'Number of bytes' });
  await bytes.fill('0');
  await bytes.blur();
  await expect(bytes).toHaveValue('1');
  await expect(output(page)).toHaveValue('L');

  // Placeholder text in Japanese: no Latin opening to start with.
  await chooseOption(page, 'Output unit', 'Sentences');
  await page.getByRole('textbox', { name: 'Number of sentences' }).fill('2');
  await chooseLanguage(page, 'Japanese');
  await expect(output(page)).toHaveValue(/^[^\sA-Za-z]+。[^\sA-Za-z]+。$/u);
  await expect(startWithLoremIpsum(page)).toBeDisabled();
});
