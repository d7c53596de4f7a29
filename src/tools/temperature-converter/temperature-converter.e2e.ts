import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const kelvin = (page: Page) => field(page, 'Kelvin');

async function expectFields(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(field(page, label)).toHaveValue(value);
}

test('editing any scale recomputes the others; presets and precision; a link reproduces the last edit', async ({
  page,
}) => {
  await openPage(page, '/temperature-converter', kelvin);
  // Starts at 0 K with the other scales derived and rounded half up.
  await expectFields(page, {
    Kelvin: '0',
    Celsius: '-273.15',
    Fahrenheit: '-459.67',
    Rankine: '0',
    Delisle: '559.73',
    Newton: '-90.14',
    Réaumur: '-218.52',
    Rømer: '-135.9',
  });

  // Editing any field recomputes the seven others and keeps what was typed.
  await field(page, 'Fahrenheit').fill('-40');
  await expectFields(page, {
    Celsius: '-40',
    Kelvin: '233.15',
    Rankine: '419.67',
    Delisle: '210',
    Newton: '-13.2',
    Réaumur: '-32',
    Rømer: '-13.5',
  });
  await field(page, 'Celsius').fill('37.0');
  await expectFields(page, { Celsius: '37.0', Kelvin: '310.15', Fahrenheit: '98.6', Rømer: '26.93' });
  await field(page, 'Celsius').fill('');
  for (const label of ['Kelvin', 'Celsius', 'Fahrenheit', 'Rømer']) await expect(field(page, label)).toHaveValue('');

  // Presets and the precision selector.
  await page.getByRole('button', { name: 'Water boils' }).click();
  await expectFields(page, { Celsius: '100', Fahrenheit: '212', Kelvin: '373.15' });
  await page.getByRole('button', { name: 'Body temperature' }).click();
  await chooseOption(page, 'Precision (decimals)', '0');
  await expectFields(page, { Celsius: '37', Kelvin: '310', Rømer: '27' });
  await page.getByRole('button', { name: 'Absolute zero' }).click();
  await expectFields(page, { Kelvin: '0', Celsius: '-273' });

  // The last edited scale and value go into the link, which reproduces the conversion. Through a
  // blank page: going to the same page with a fragment would only change the fragment.
  await field(page, 'Newton').fill('33');
  await expect(page).toHaveURL(/[#&]scale=newton&value=33(&|$)/);
  await page.goto('about:blank');
  await openPage(page, '/temperature-converter#scale=fahrenheit&value=212&precision=1', kelvin);
  await expectFields(page, { Fahrenheit: '212', Celsius: '100', Kelvin: '373.2' });
});
