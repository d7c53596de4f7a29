import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const v4Line = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lineOf = (digit: number) => `[0-9a-f]{8}-[0-9a-f]{4}-${digit}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}`;
const linesOf = (digit: number, count: number) => new RegExp(`^${lineOf(digit)}(?:\\n${lineOf(digit)}){${count - 1}}$`);
const repeated = (uuid: string, count: number) => Array(count).fill(uuid).join('\n');

const v5Dns = '2ed6657d-e927-568b-95e1-2665a8aea6a2';
const v3Dns = '5df41881-3aed-3515-88a7-2f4a814cf09e';

const output = (page: Page) => page.getByRole('textbox', { name: 'UUIDs', exact: true });
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
const namespaceField = (page: Page) => page.getByRole('textbox', { name: 'Namespace UUID', exact: true });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const decodeField = (page: Page) => page.getByRole('textbox', { name: 'UUID to decode', exact: true });
const versionGroup = (page: Page) => page.getByRole('radiogroup', { name: 'UUID version', exact: true });
const namespaceGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Namespace', exact: true });
const namespacePreset = (page: Page, preset: string) =>
  namespaceGroup(page).getByRole('radio', { name: preset, exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy', exact: true });
const formatSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

async function chooseVersion(page: Page, version: string) {
  await versionGroup(page).getByText(version, { exact: true }).click();
  await expect(versionGroup(page).getByRole('radio', { name: version, exact: true })).toBeChecked();
}

async function setQuantity(page: Page, value: string) {
  await quantity(page).fill(value);
  await quantity(page).blur();
}

async function lines(page: Page): Promise<string[]> {
  return (await output(page).inputValue()).split('\n');
}

// Each version's output, the namespaces' errors, the formats and the decoder's details are checked
// by the unit tests (uuid-generator.test.ts, uuid-decode.test.ts); here, that the page wires them.
// The page is loaded three times; a busy machine can take a while to serve it.
test.describe.configure({ timeout: 120_000 });

test('generates, refreshes and copies UUIDs; versions, namespaces, formats; decodes; remembers and links', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/uuid-generator', quantity);

  // One random v4 UUID by default, and a new one on Refresh.
  await expect(versionGroup(page).getByRole('radio', { name: 'v4', exact: true })).toBeChecked();
  await expect(quantity(page)).toHaveValue('1');
  await expect(output(page)).toHaveValue(v4Line);
  await expect(output(page)).toHaveAttribute('readonly', '');
  await expect(namespaceField(page)).toHaveCount(0);
  const first = await output(page).inputValue();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output(page)).not.toHaveValue(first);
  await expect(output(page)).toHaveValue(v4Line);

  // Quantity 3 → three lines, copied with a notice.
  await setQuantity(page, '3');
  await expect(output(page)).toHaveValue(linesOf(4, 3));
  expect(new Set(await lines(page)).size).toBe(3);
  await copyButton(page).click();
  await expect(page.getByText('UUIDs copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output(page).inputValue());

  // v7, with an absurd quantity clamped to 50: each line sorts after the previous one.
  await chooseVersion(page, 'v7');
  await setQuantity(page, '99999999999');
  await expect(quantity(page)).toHaveValue('50');
  await expect(output(page)).toHaveValue(linesOf(7, 50));
  const uuids = await lines(page);
  expect(uuids).toEqual([...uuids].sort());
  expect(new Set(uuids).size).toBe(50);
  await setQuantity(page, '0');
  await expect(quantity(page)).toHaveValue('1');
  await expect(output(page)).toHaveValue(linesOf(7, 1));

  // v5: the URL namespace by default; the presets fill the namespace field.
  await chooseVersion(page, 'v5');
  await expect(namespacePreset(page, 'URL')).toBeChecked();
  await expect(namespaceField(page)).toHaveValue('6ba7b811-9dad-11d1-80b4-00c04fd430c8');
  await expect(nameField(page)).toHaveValue('');
  for (const [preset, uuid] of [
    ['OID', '6ba7b812-9dad-11d1-80b4-00c04fd430c8'],
    ['X500', '6ba7b814-9dad-11d1-80b4-00c04fd430c8'],
    ['DNS', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
  ]) {
    await namespaceGroup(page).getByText(preset, { exact: true }).click();
    await expect(namespaceField(page)).toHaveValue(uuid);
    await expect(namespacePreset(page, preset)).toBeChecked();
  }
  await nameField(page).fill('www.example.com');
  await expect(output(page)).toHaveValue(v5Dns);

  // An invalid namespace: "Invalid UUID" under the field, which keeps it, and no output.
  await namespaceField(page).fill('6ba7b810-not-a-uuid');
  await expect(namespaceField(page)).toHaveAccessibleDescription('Invalid UUID');
  await expect(namespaceField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(namespaceField(page)).toHaveValue('6ba7b810-not-a-uuid');
  await expect(output(page)).toHaveValue('');
  await expect(copyButton(page)).toBeDisabled();
  for (const preset of ['DNS', 'URL', 'OID', 'X500']) await expect(namespacePreset(page, preset)).not.toBeChecked();
  // Any case is accepted.
  await namespaceField(page).fill('6BA7B810-9DAD-11D1-80B4-00C04FD430C8');
  await expect(page.getByText('Invalid UUID')).toHaveCount(0);
  await expect(output(page)).toHaveValue(v5Dns);
  await expect(namespacePreset(page, 'DNS')).toBeChecked();

  // The formats: uppercase, in braces, without hyphens.
  await formatSwitch(page, 'Uppercase').click();
  await expect(output(page)).toHaveValue('2ED6657D-E927-568B-95E1-2665A8AEA6A2');
  await formatSwitch(page, 'Braces {…}').click();
  await expect(output(page)).toHaveValue('{2ED6657D-E927-568B-95E1-2665A8AEA6A2}');
  await formatSwitch(page, 'No hyphens').click();
  await expect(output(page)).toHaveValue('{2ED6657DE927568B95E12665A8AEA6A2}');
  await formatSwitch(page, 'Uppercase').click();
  await expect(output(page)).toHaveValue('{2ed6657de927568b95e12665a8aea6a2}');
  await formatSwitch(page, 'Braces {…}').click();
  await formatSwitch(page, 'No hyphens').click();
  await expect(output(page)).toHaveValue(v5Dns);

  // v3 keeps the namespace and name; deterministic, so the same value on every line.
  await chooseVersion(page, 'v3');
  await expect(output(page)).toHaveValue(v3Dns);
  await setQuantity(page, '3');
  await expect(output(page)).toHaveValue(repeated(v3Dns, 3));
  await expect(page).toHaveURL(/version=v3/);

  // The decoder: version, variant and timestamp of a pasted UUID.
  await expect(page.getByRole('heading', { name: 'Decode a UUID', exact: true })).toBeVisible();
  const details = page.getByRole('table', { name: 'UUID details' });
  await decodeField(page).fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
  await expect(details).toContainText('7 (Unix time-based)');
  await expect(details).toContainText('RFC 9562 (formerly RFC 4122)');
  await expect(details).toContainText('2022-02-22T19:22:22.000Z');
  await decodeField(page).fill('{c232ab00-9414-11ec-b3c8-9f6bdeced846}');
  await expect(details).toContainText('1 (time-based)');
  await expect(details).toContainText('2022-02-22T19:22:22.0000000Z');
  await expect(details).toContainText('9f:6b:de:ce:d8:46');
  await decodeField(page).fill(v5Dns);
  await expect(details).toContainText('5 (name-based, SHA-1)');
  await expect(details).not.toContainText('Timestamp');
  await decodeField(page).fill('not-a-uuid');
  await expect(decodeField(page)).toHaveAccessibleDescription('Invalid UUID');
  await expect(decodeField(page)).toHaveValue('not-a-uuid');
  await expect(details).toHaveCount(0);
  await decodeField(page).fill('');
  await expect(page.getByText('Invalid UUID')).toHaveCount(0);

  // The version and the quantity are remembered: the page opened again without a link has them.
  await chooseVersion(page, 'v7');
  await setQuantity(page, '4');
  await expect(output(page)).toHaveValue(linesOf(7, 4));
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('uuid-generator:version'),
        localStorage.getItem('uuid-generator:quantity'),
      ]),
    )
    .toEqual(['v7', '4']);
  await openPage(page, '/uuid-generator', quantity);
  await expect(versionGroup(page).getByRole('radio', { name: 'v7', exact: true })).toBeChecked();
  await expect(quantity(page)).toHaveValue('4');
  await expect(output(page)).toHaveValue(linesOf(7, 4));

  // A link sets the version, the name and the quantity, clamped to 50.
  await openPage(page, '/uuid-generator?version=v5&name=www.example.com&quantity=1000000000', quantity);
  await expect(quantity(page)).toHaveValue('50');
  await expect(output(page)).toHaveValue(repeated('b63cdfa4-3df9-568e-97ae-006c5b8fd652', 50));
});
