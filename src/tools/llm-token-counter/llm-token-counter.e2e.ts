import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const text = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });
const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test('counts in a worker, shows the token boundaries and ids, estimates where no tokenizer is public, decodes ids', async ({
  page,
}) => {
  await openPage(page, '/llm-token-counter', text);
  await text(page).fill('Grüße aus Köln — 日本語のテキスト');
  await expect(tile(page, 'Tokens')).toContainText('12');
  await expect(tile(page, 'Characters')).toContainText('25');
  await expect(tile(page, 'Tokens per word')).toContainText('2.40');
  await expect(tile(page, 'Tokenizer')).toContainText('o200k_base');
  await expect(page.getByText('12 of 400,000 tokens (< 0.01%)', { exact: true })).toBeVisible();
  await expect(page.getByText(' Köln', { exact: true })).toBeVisible();

  // GPT-4: cl100k, a character split over two tokens is one segment carrying both ids; a price gives a cost.
  await chooseOption(page, 'Model', 'GPT-4 (8K)');
  await expect(tile(page, 'Tokens')).toContainText('15');
  await expect(page.getByText('15 of 8,192 tokens (0.18%)', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Show token ids' }).check();
  await expect(page.getByText('45918 252', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Price per 1M input tokens (USD)' }).fill('30');
  await expect(tile(page, 'Estimated cost')).toContainText('$0.00045');

  // An estimate says so; a custom window can be overrun.
  await chooseOption(page, 'Model', 'Claude Haiku 4.5 (200K, estimate)');
  await expect(page.getByText(/No public offline tokenizer is bundled for this model/)).toBeVisible();
  await expect(tile(page, 'Tokens')).toContainText('≈ 7');
  await chooseOption(page, 'Model', 'Custom');
  await page.getByRole('textbox', { name: 'Context window (tokens)' }).fill('10');
  await expect(page.getByText('Over the context window by 2 tokens.')).toBeVisible();

  // The text is never remembered; the model is.
  await page.reload();
  await expect(text(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText('Custom');

  await page.getByRole('textbox', { name: 'Token ids', exact: true }).fill('[3193, 572, 13153, 3976, 85686]');
  await expect(page.getByRole('textbox', { name: 'Decoded text' })).toHaveValue('Grüße aus Köln');
  await page.getByRole('textbox', { name: 'Token ids', exact: true }).fill('13225, 11, 199998');
  await expect(page.getByText('Token id 199998 does not exist in o200k_base.')).toBeVisible();
});
