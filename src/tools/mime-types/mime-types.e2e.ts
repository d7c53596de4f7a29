import type { Page } from '@playwright/test';
import { expect as baseExpect, openPage, scrollUntilShown, test } from '../../../e2e/test';

// The machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const mimeTypeSelect = (page: Page) => page.getByRole('combobox', { name: 'MIME type', exact: true });
const extensionField = (page: Page) => page.getByRole('combobox', { name: 'File extension', exact: true });
const filterField = (page: Page) => page.getByRole('textbox', { name: 'Filter the table…', exact: true });
const typeCard = (page: Page) => page.getByRole('region', { name: 'MIME type to extensions' });
const extensionCard = (page: Page) => page.getByRole('region', { name: 'Extension to MIME type' });
const table = (page: Page) => page.getByRole('table');
const tableRows = (page: Page) => table(page).locator('tbody tr');

/** Opens the tool and waits until the MIME registry is there (the table has its `rows`). */
async function openTool(page: Page, url: string, rows: number) {
  await openPage(page, url, extensionField);
  await expect(tableRows(page)).toHaveCount(rows);
}

// Which extension gives which type, and what the filter keeps, are in mime-types.test.ts; here,
// that the page wires the fields, the table and the links up.
test('opens from a link, then looks up types and extensions, copies one, filters and scrolls the table', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page, '/mime-types#mimeType=application%2Fpdf&extension=.PNG&filter=yaml', 2);
  await expect(mimeTypeSelect(page)).toHaveValue('application/pdf');
  await expect(typeCard(page).getByRole('button', { name: '.pdf', exact: true })).toBeVisible();
  await expect(extensionField(page)).toHaveValue('.PNG');
  await expect(extensionCard(page).getByRole('button', { name: 'image/png', exact: true })).toBeVisible();
  await expect(filterField(page)).toHaveValue('yaml');
  await expect(tableRows(page)).toHaveText([/^application\/raml\+yaml/, /^text\/yaml/]);

  // The extensions of a MIME type picked in the searchable select, each copied with a click.
  await expect(mimeTypeSelect(page)).toHaveAttribute('placeholder', 'Select a MIME type… (e.g. application/pdf)');
  await mimeTypeSelect(page).click();
  await mimeTypeSelect(page).fill('image/jpeg');
  await page
    .getByRole('listbox', { name: 'MIME type' })
    .getByRole('option', { name: 'image/jpeg', exact: true })
    .click();
  await expect(typeCard(page)).toContainText('Extensions of files with the image/jpeg MIME type:');
  const tags = typeCard(page).getByRole('button', { name: /^\./ });
  await expect(tags).toHaveText(['.jpg', '.jpeg', '.jpe']);
  await expect(page).toHaveURL(/#mimeType=image%2Fjpeg/);
  await tags.nth(1).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('.jpeg');

  // The MIME type of a typed extension, or the error when none is registered.
  await extensionField(page).fill('docx');
  await expect(extensionCard(page)).toContainText('MIME type associated with the .docx file extension:');
  await expect(extensionCard(page).getByRole('button', { name: /^application\// })).toHaveText(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  await extensionField(page).fill('unknownext');
  await expect(extensionCard(page).getByText('No MIME type is registered for this extension.')).toBeVisible();
  await expect(extensionField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(extensionField(page)).toHaveValue('unknownext');
  await expect(extensionCard(page)).not.toContainText('MIME type associated with');
  // Hostile input shows the error and runs nothing.
  for (const text of [
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=2">',
    'javascript:alert(1)',
  ]) {
    await extensionField(page).fill(text);
    await expect(extensionCard(page).getByText('No MIME type is registered for this extension.')).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await extensionField(page).fill('');
  await expect(extensionCard(page).getByText('No MIME type is registered for this extension.')).toHaveCount(0);

  // Extensions are suggested as you type, and the one chosen is taken.
  await extensionField(page).fill('wa');
  await page.getByRole('option', { name: '.wav', exact: true }).click();
  await expect(extensionField(page)).toHaveValue('.wav');
  await expect(extensionCard(page).getByRole('button', { name: 'audio/wav', exact: true })).toBeVisible();

  // The table is filtered by type or extension, with IANA links and flags.
  await expect(table(page).getByRole('columnheader')).toHaveText(['MIME types', 'Extensions']);
  await filterField(page).fill('.docx');
  await expect(tableRows(page)).toHaveCount(1);
  const row = tableRows(page).first();
  await expect(row.getByRole('link', { name: /wordprocessingml\.document/ })).toHaveAttribute(
    'href',
    'https://www.iana.org/assignments/media-types/application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  await expect(row.getByRole('button', { name: '.docx', exact: true })).toBeVisible();
  await filterField(page).fill('APPLICATION/JSON');
  await expect(tableRows(page).first()).toContainText('application/json');
  await expect(tableRows(page).first()).toContainText('UTF-8');
  await expect(tableRows(page).first()).toContainText('compressible');
  await filterField(page).fill('<img src=x onerror=alert(1)>');
  await expect(table(page)).toContainText('No MIME type or extension matches the filter.');
  await filterField(page).fill('');
  await expect(page.getByText(/^\d+ of 1015 rows shown: scroll for more$/)).toBeVisible();

  // The long table draws batches of 25 rows: the first, and those near the view; more as it is scrolled.
  const drawn = await tableRows(page).count();
  expect(drawn % 25).toBe(1);
  expect(drawn).toBeLessThan(300);
  await scrollUntilShown(page, tableRows(page), drawn + 100);
  await expect(tableRows(page).nth(drawn + 50)).toBeVisible();
});
