import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

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

test('a link fills every field from its colour; the old address opens the default colour, which any field edits', async ({
  page,
  context,
}) => {
  await openPage(page, '/color-converter#color=663399', (current) => field(current, 'Hex'));
  await expectFields(page, { Hex: '#663399', RGB: 'rgb(102, 51, 153)', Name: 'rebeccapurple' });

  // The fragment follows the colour.
  await field(page, 'RGB').fill('rgba(0,0,0,0.25)');
  await expectFields(page, { RGB: 'rgba(0,0,0,0.25)', Hex: '#00000040', HSL: 'hsla(0, 0%, 0%, 0.25)' });
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

  await page.goto('/color-picker-converter');
  await expect(page).toHaveURL(/\/color-converter$/);
  await waitUntilInteractive(field(page, 'Hex'));
  await expectFields(page, defaults);
  await expect(field(page, 'Hex')).toHaveAttribute('placeholder', 'e.g. #ff0000');
  await expect(field(page, 'CMYK')).toHaveAttribute('placeholder', /device-cmyk\(/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fieldBox(page, 'HSL').getByRole('button', { name: 'Copy to clipboard', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hsl(140, 69%, 38%)');

  // Typing rewrites every other field, never the one typed in (the other notations: unit tests).
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
  await field(page, 'Hex').fill('#1ea54c');
  await expectFields(page, defaults);

  // Invalid text shows the field's message and leaves the other fields alone (each message: unit tests).
  const invalid: [Label, string, string][] = [
    ['Hex', '#12345', 'Not a valid hex color.'],
    ['Name', 'greenish', 'Not a known color name.'],
  ];
  for (const [label, text, message] of invalid) {
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

  // Emptying a field, by typing or with its clear button, changes nothing else.
  await field(page, 'RGB').fill('');
  await expect(page.getByText(/^Not a valid/)).toHaveCount(0);
  await expectFields(page, { ...defaults, RGB: '' });
  await fieldBox(page, 'Name').getByRole('button', { name: 'Clear', exact: true }).click();
  await expectFields(page, { ...defaults, RGB: '', Name: '' });
  await field(page, 'Name').fill('white');
  await expectFields(page, { RGB: 'rgb(255, 255, 255)', Hex: '#ffffff' });

  // The colour picker sets every field, typed or picked.
  await field(page, 'Color picker').fill('#663399ff');
  await expectFields(page, { Hex: '#663399', Name: 'rebeccapurple' });
  await field(page, 'Color picker').click();
  const saturation = page.getByRole('slider', { name: 'Saturation', exact: true });
  await expect(saturation).toBeVisible();
  // Top-left of the saturation area is white, whatever the hue.
  const box = await saturation.boundingBox();
  if (!box) throw new Error('The saturation area has no box');
  await page.mouse.click(box.x + 2, box.y + 2);
  await expect(field(page, 'Hex')).not.toHaveValue('#663399');
  const picked = await field(page, 'Color picker').inputValue();
  expect(picked).toMatch(/^#f[0-9a-f]f[0-9a-f]f[0-9a-f]ff$/);
  await expect(field(page, 'Hex')).toHaveValue(picked.slice(0, 7));
  await expect(field(page, 'RGB')).toHaveValue(/^rgb\(25\d, 25\d, 25\d\)$/);
});
