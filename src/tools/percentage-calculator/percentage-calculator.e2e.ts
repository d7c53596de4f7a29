import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const field = (page: Page, title: string, label: string) => card(page, title).getByLabel(label, { exact: true });

const ofCard = 'What is X % of Y';
const percentCard = 'X is what percent of Y';
const changeCard = 'What is the percentage increase/decrease';

// Every calculation and rounding is in percentage-calculator.test.ts; here, that each card and the
// decimals are wired up.
test('a link opens the tool with its values; each card answers as it is typed, with the decimals chosen', async ({
  page,
}) => {
  await openPage(page, '/percentage-calculator#percent=12.5&of=-80&from=80&to=60', (page) => field(page, ofCard, 'X'));
  await expect(field(page, ofCard, 'X')).toHaveValue('12.5');
  await expect(field(page, ofCard, 'Result')).toHaveValue('-10');
  await expect(field(page, changeCard, 'Result')).toHaveValue('-25');
  await expect(field(page, percentCard, 'Result')).toHaveValue('');

  // The spec examples.
  await field(page, ofCard, 'X').fill('20');
  await field(page, ofCard, 'Y').fill('');
  await expect(field(page, ofCard, 'Result')).toHaveValue('');
  await field(page, ofCard, 'Y').fill('150');
  await expect(field(page, ofCard, 'Result')).toHaveValue('30');
  await field(page, percentCard, 'X').fill('30');
  await field(page, percentCard, 'Y').fill('120');
  await expect(field(page, percentCard, 'Result')).toHaveValue('25');
  await expect(page).toHaveURL(/[#&]part=30(&|$)/);
  await field(page, changeCard, 'From').fill('50');
  await field(page, changeCard, 'To').fill('75');
  await expect(field(page, changeCard, 'Result')).toHaveValue('50');

  // Rounding: floating-point noise away, then the decimals chosen; a division by zero stays blank.
  await field(page, percentCard, 'X').fill('1');
  await field(page, percentCard, 'Y').fill('3');
  await expect(field(page, percentCard, 'Result')).toHaveValue('33.3333333333');
  await chooseOption(page, 'Decimals', '2');
  await expect(field(page, percentCard, 'Result')).toHaveValue('33.33');
  await field(page, percentCard, 'X').fill('5');
  await field(page, percentCard, 'Y').fill('0');
  await expect(field(page, percentCard, 'Result')).toHaveValue('');
  await expect(field(page, percentCard, 'X')).toHaveValue('5');

  // A whole from its part, and a percentage added or removed.
  await field(page, 'X is Y % of what', 'X').fill('30');
  await field(page, 'X is Y % of what', 'Y').fill('25');
  await expect(field(page, 'X is Y % of what', 'Result')).toHaveValue('120');
  await field(page, 'Add or remove a percentage', 'Value').fill('49.90');
  await field(page, 'Add or remove a percentage', 'Percentage').fill('20');
  await expect(field(page, 'Add or remove a percentage', 'With the percentage added')).toHaveValue('59.88');
  await expect(field(page, 'Add or remove a percentage', 'With the percentage removed')).toHaveValue('39.92');
  await expect(field(page, 'Add or remove a percentage', 'Value')).toHaveValue('49.90');
});
