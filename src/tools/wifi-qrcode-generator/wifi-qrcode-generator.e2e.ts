import type { Page } from '@playwright/test';
import { readShownQr } from '../../../e2e/qr-image';
import { chooseOption, expect, expectKeptSecret, openPage, test } from '../../../e2e/test';

const ssid = (page: Page) => page.getByRole('textbox', { name: 'SSID', exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const payload = (page: Page) => page.getByRole('textbox', { name: 'WiFi QR payload', exact: true });
const image = (page: Page) => page.getByRole('img', { name: 'WiFi QR code', exact: true });

/** The payload field's text, once the shown picture reads back (jsQR) as the same text. */
async function expectCode(page: Page, text: string) {
  await expect(payload(page)).toHaveValue(text);
  await expect.poll(() => readShownQr(image(page))).toBe(text);
}

// Every payload and message is in wifi-qrcode-generator.test.ts; here, that the page wires the
// fields up, shows the picture and keeps the password out of the address.
test('a link sets the network; WEP, WPA, open and WPA2-EAP networks give their payload and picture', async ({
  page,
}) => {
  // Four visits' worth of pictures to read back: more than the default 30 s on a busy machine.
  test.slow();
  await openPage(page, '/wifi-qrcode-generator#ssid=Old&encryption=WEP', ssid);
  await expect(ssid(page)).toHaveValue('Old');
  await expect(page.getByRole('combobox', { name: 'Encryption method' })).toHaveText('WEP');
  await password(page).fill('12345');
  await expectCode(page, 'WIFI:S:Old;T:WEP;P:12345;;');
  // Emptying a required field takes the picture away.
  await ssid(page).fill('');
  await expect(page.getByText('Enter the SSID.')).toBeVisible();
  await expect(image(page)).toHaveCount(0);
  await expect(payload(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Download qr-code' })).toBeDisabled();

  // A WPA network: payload and picture, hidden flag, password kept out of the address, download.
  await chooseOption(page, 'Encryption method', 'WPA/WPA2');
  await password(page).fill('');
  await ssid(page).fill('HomeNet');
  await expect(page.getByText('Enter the password.')).toBeVisible();
  await password(page).fill('s3cr3t!');
  await expectCode(page, 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;;');
  await page.getByLabel('Hidden SSID').check();
  await expectCode(page, 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;H:true;;');
  await expect(page).toHaveURL(/hidden=true/);
  await expectKeptSecret(page, 's3cr3t!');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download qr-code' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('wifi-qr-code.png');
  await page.getByLabel('Hidden SSID').uncheck();

  // An open network needs no password; reserved characters are escaped.
  await chooseOption(page, 'Encryption method', 'No password');
  await expect(password(page)).toHaveCount(0);
  await ssid(page).fill('Café; "2F"');
  await expectCode(page, 'WIFI:S:Café\\; \\"2F\\";;');

  // WPA2-EAP asks for its method and identity, then encodes them.
  await chooseOption(page, 'Encryption method', 'WPA2-EAP');
  await ssid(page).fill('Corp');
  await password(page).fill('pw');
  await expect(page.getByText('Choose an EAP method.')).toBeVisible();
  await page.getByRole('combobox', { name: 'EAP method', exact: true }).click();
  await page.keyboard.type('PEA');
  await page.getByRole('option', { name: 'PEAP', exact: true }).click();
  await expect(page.getByText('Enter an identity or tick Anonymous?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Identity', exact: true }).fill('alice');
  await chooseOption(page, 'EAP Phase 2 method', 'MSCHAPV2');
  await expectCode(page, 'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;I:alice;;');
  await page.getByLabel('Anonymous?').check();
  await expectCode(page, 'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;A:anon;;');
});
