import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

type Label = 'Color picker' | 'Hex' | 'RGB' | 'HSL' | 'HWB' | 'LCH' | 'CMYK' | 'Name';

const field = (page: Page, label: Label) => page.getByLabel(label, { exact: true });
/** The field's own wrapper, holding its clear and copy buttons. */
const fieldBox = (page: Page, label: Label) => field(page, label).locator('xpath=..');

async function expectFields(page: Page, expected: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(expected)) await expect(field(page, label as Label)).toHaveValue(value);
}

const defaults: Record<Label, string> = {
  'Color picker': '#1ea54cff',
  Hex: '#1ea54c',
  RGB: 'rgb(30, 165, 76)',
  HSL: 'hsl(140, 69%, 38%)',
  HWB: 'hwb(140 12% 35%)',
  LCH: 'lch(59.62% 61.82 145.05)',
  CMYK: 'device-cmyk(82% 0% 54% 35%)',
  Name: 'seagreen',
};

test.beforeEach(async ({ page }) => {
  await openPage(page, '/color-converter', (current) => field(current, 'Hex'));
});

test('shows the default colour #1ea54c in every notation', async ({ page }) => {
  await expectFields(page, defaults);
  await expect(field(page, 'Hex')).toHaveAttribute('placeholder', 'e.g. #ff0000');
  await expect(field(page, 'CMYK')).toHaveAttribute('placeholder', /device-cmyk\(/);
});

test('typing RGB rewrites every other field, never the one typed in', async ({ page }) => {
  await field(page, 'RGB').fill('rgb(0, 128, 255)');
  await expectFields(page, {
    'Color picker': '#0080ffff',
    Hex: '#0080ff',
    RGB: 'rgb(0, 128, 255)',
    HSL: 'hsl(210, 100%, 50%)',
    HWB: 'hwb(210 0% 0%)',
    LCH: 'lch(53.53% 73.07 276.81)',
    CMYK: 'device-cmyk(100% 50% 0% 0%)',
    Name: 'dodgerblue',
  });

  await field(page, 'RGB').fill('rgba(0,0,0,0.25)');
  await expectFields(page, { RGB: 'rgba(0,0,0,0.25)', Hex: '#00000040', HSL: 'hsla(0, 0%, 0%, 0.25)' });
});

test('a name, a hex without # and other syntaxes work in any field', async ({ page }) => {
  await field(page, 'Name').fill('rebeccapurple');
  await expectFields(page, { Hex: '#663399', RGB: 'rgb(102, 51, 153)', HSL: 'hsl(270, 50%, 40%)' });

  await field(page, 'Hex').fill('0080ff');
  await expectFields(page, { Hex: '0080ff', RGB: 'rgb(0, 128, 255)', Name: 'dodgerblue' });

  await field(page, 'CMYK').fill('device-cmyk(82% 0% 54% 35%)');
  await expectFields(page, { Hex: '#1ea64c' });

  await field(page, 'HSL').fill('red');
  await expectFields(page, { Hex: '#ff0000', Name: 'red', 'Color picker': '#ff0000ff' });
});

test('invalid text shows the field message and leaves the other fields alone', async ({ page }) => {
  const cases: [Label, string, string][] = [
    ['Hex', '#12345', 'Not a valid hex color.'],
    ['RGB', 'rgb(1, 2)', 'Not a valid RGB color.'],
    ['HSL', 'hsl(foo)', 'Not a valid HSL color.'],
    ['HWB', 'hwb(1)', 'Not a valid HWB color.'],
    ['LCH', 'lch(50%)', 'Not a valid LCH color.'],
    ['CMYK', 'cmyk(82% 0% 54% 35%)', 'Not a valid CMYK color.'],
    ['Name', 'greenish', 'Not a known color name.'],
  ];
  for (const [label, text, message] of cases) {
    await field(page, label).fill(text);
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, label)).toHaveValue(text);
    await expectFields(page, { ...defaults, [label]: text });
    // A valid colour elsewhere rewrites the field, and its error goes.
    await field(page, label === 'Name' ? 'Hex' : 'Name').fill('white');
    await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message)).toHaveCount(0);
    await field(page, 'Hex').fill('#1ea54c');
  }
});

test('emptying a field, by typing or with its clear button, changes nothing else', async ({ page }) => {
  await field(page, 'RGB').fill('');
  await expect(page.getByText(/^Not a valid/)).toHaveCount(0);
  await expectFields(page, { ...defaults, RGB: '' });

  await fieldBox(page, 'Name').getByRole('button', { name: 'Clear', exact: true }).click();
  await expectFields(page, { ...defaults, RGB: '', Name: '' });

  await field(page, 'Name').fill('white');
  await expectFields(page, { RGB: 'rgb(255, 255, 255)', Hex: '#ffffff' });
});

test('copies a field with its copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fieldBox(page, 'HSL').getByRole('button', { name: 'Copy to clipboard', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hsl(140, 69%, 38%)');
});

test('the colour picker sets every field', async ({ page }) => {
  await field(page, 'Color picker').fill('#663399ff');
  await expectFields(page, { Hex: '#663399', Name: 'rebeccapurple' });

  await field(page, 'Color picker').click();
  const saturation = page.getByRole('slider', { name: 'Saturation', exact: true });
  await expect(saturation).toBeVisible();
  // Top-left of the saturation area is white, whatever the hue.
  const box = await saturation.boundingBox();
  if (!box) throw new Error('The saturation area has no box');
  await page.mouse.click(box.x + 2, box.y + 2);
  await expect(field(page, 'Hex')).not.toHaveValue('#1ea54c');
  const picked = await field(page, 'Color picker').inputValue();
  expect(picked).toMatch(/^#f[0-9a-f]f[0-9a-f]f[0-9a-f]ff$/);
  await expect(field(page, 'Hex')).toHaveValue(picked.slice(0, 7));
  await expect(field(page, 'RGB')).toHaveValue(/^rgb\(25\d, 25\d, 25\d\)$/);
});

test('the old address /color-picker-converter leads here', async ({ page }) => {
  await page.goto('/color-picker-converter');
  await expect(page).toHaveURL(/\/color-converter$/);
  await expect(field(page, 'Hex')).toHaveValue('#1ea54c');
});

test('a link with the colour in its fragment shows it in every field; the fragment follows the colour', async ({
  page,
}) => {
  await openPage(page, '/color-converter#color=663399', (current) => field(current, 'Hex'));
  await expectFields(page, { Hex: '#663399', RGB: 'rgb(102, 51, 153)', Name: 'rebeccapurple' });

  await field(page, 'RGB').fill('rgba(0,0,0,0.25)');
  await expect(page).toHaveURL(/#color=00000040$/);
  // Text that is not a colour leaves the linked colour as it was.
  await field(page, 'Name').fill('greenish');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/#color=00000040$/);

  await page.evaluate(() => {
    location.hash = 'color=0080ff';
  });
  await expectFields(page, { Hex: '#0080ff', Name: 'dodgerblue', RGB: 'rgb(0, 128, 255)' });
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
});
