import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, test } from './test';

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** Pastes `text` into the focused field as a person does: through the clipboard and Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a JWT pasted into the home search suggests the JWT parser, which opens with the token decoded', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await search.click();
  await paste(page, jwt);

  const suggested = page.getByRole('region', { name: 'Suggested tools' });
  await expect(suggested).toBeVisible();
  const first = suggested.getByRole('link').first();
  await expect(first).toHaveText(/^JWT parser\s*JWT$/);
  // The tools are all still listed (the pasted text is not a search).
  await expect(page.getByRole('link', { name: /Hash text/ }).first()).toBeVisible();
  await first.click();

  await expect(page).toHaveURL(/\/jwt-parser$/);
  await expect(page.getByRole('textbox', { name: 'JWT to decode', exact: true })).toHaveValue(jwt);
  await expect(page.getByRole('table', { name: 'Payload', exact: true })).toContainText('John Doe');
  await expectKeptSecret(page, jwt);
});

test('typing words still searches, and a pasted CIDR in the palette suggests the subnet calculator', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await search.fill('json prettify');
  await expect(page.getByRole('region', { name: 'Suggested tools' })).toHaveCount(0);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Search a tool or a command' });
  await expect(palette).toBeFocused();
  await paste(page, '192.168.1.0/24');
  const group = page.getByRole('group', { name: 'Suggested tools' });
  await expect(group.getByRole('option').first()).toContainText('IPv4 subnet calculator');
  await expect(group.getByRole('option').first()).toContainText('IPv4 CIDR');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ipv4-subnet-calculator/);
  await expect(page.getByRole('textbox', { name: 'An IPv4 address with or without mask', exact: true })).toHaveValue(
    '192.168.1.0/24',
  );
});
