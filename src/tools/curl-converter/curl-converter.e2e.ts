import type { Page } from '@playwright/test';
import { expect, expectKeptSecret, openPage, test, waitUntilInteractive } from '../../../e2e/test';

const command = (page: Page) => page.getByRole('textbox', { name: 'curl command', exact: true });
const code = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });
const codeBlock = (page: Page) => code(page).locator('xpath=../..');
const commandError = (page: Page) =>
  page
    .locator('.mantine-InputWrapper-root')
    .filter({ has: command(page) })
    .locator('.mantine-InputWrapper-error');
// Scoped to the tool: the shell's language picker is named "Language" too.
const language = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true });
const lines = (...text: string[]) => `${text.join('\n')}\n`;

async function chooseLanguage(page: Page, name: string) {
  await language(page).click();
  await page.getByRole('listbox', { name: 'Language', exact: true }).getByRole('option', { name, exact: true }).click();
  await expect(language(page)).toHaveText(name);
}

/** The code's exact text: whitespace matters, so no normalising matcher. */
async function expectCode(page: Page, expected: string) {
  await expect.poll(() => code(page).textContent(), { timeout: 15_000 }).toBe(expected);
}

// Every language's code, the warnings and the errors are unit-tested (curl-converter.test.ts, the
// declared examples); here, the page's wiring: the worker with its WebAssembly parser under the
// site's security policy, the language select, warnings, errors, copy, download, link and storage.
test('converts a command in the worker, shows warnings and errors, and keeps the command out of links and storage', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/curl-converter', command);

  // Example 1: the default command in Python, shown at once.
  await expect(command(page)).toHaveValue(/^curl -X POST https:\/\/api\.example\.com\/v1\/items /);
  await expect(language(page)).toHaveText('Python (requests)');
  await expect.poll(() => code(page).textContent()).toMatch(/^import requests\n\nheaders = \{\n/);

  // The tidy multi-line curl of the default command, from the worker (web-tree-sitter under the CSP).
  await chooseLanguage(page, 'curl (multi-line)');
  const tidy = lines(
    'curl https://api.example.com/v1/items \\',
    "  -H 'Content-Type: application/json' \\",
    "  -H 'Authorization: Bearer abc123' \\",
    `  --data-raw '{"name":"widget","qty":2}'`,
  );
  await expectCode(page, tidy);
  await codeBlock(page).getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tidy);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    codeBlock(page).getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('curl-converter.sh');

  // A secret typed in the command, and a warning for what the language leaves out.
  await chooseLanguage(page, 'HTTPie');
  await command(page).fill("curl --compressed https://example.com/me -H 'Authorization: Bearer s3cr3t-t0k3n'");
  await expectCode(page, 'https example.com/me "Authorization:Bearer s3cr3t-t0k3n"\n');
  const warnings = page.getByRole('alert').filter({ hasText: 'Warnings' });
  await expect(warnings.getByRole('listitem')).toHaveText(['--compressed is not a supported option']);
  await expect(page).toHaveURL(/#language=httpie$/);
  await expectKeptSecret(page, 's3cr3t-t0k3n');

  // curlconverter's error, its caret line kept; no code.
  await command(page).fill('wget https://example.com');
  await expect(commandError(page)).toContainText(
    'Cannot convert this command: command should begin with "curl" but instead begins with "wget"',
  );
  const caretLines = commandError(page).locator('[translate="no"]').last();
  await expect.poll(() => caretLines.textContent()).toBe('wget https://example.com\n^^^^');
  await expectCode(page, '');
  await expect(warnings).toHaveCount(0);

  // Our own check of a Windows cmd copy.
  await command(page).fill('curl "https://example.com/api" ^\n  -H "accept: application/json"');
  await expect(commandError(page)).toHaveText(
    'This looks like a Windows cmd command (^ escapes). Use "Copy as cURL (bash)" instead.',
  );

  // The language is remembered; the command is not.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('curl-converter:language'))).toBe('httpie');
  await page.reload();
  await waitUntilInteractive(command(page));
  await expect(language(page)).toHaveText('HTTPie');
  await expect(command(page)).toHaveValue(/^curl -X POST https:\/\/api\.example\.com\/v1\/items /);
  await expectCode(
    page,
    lines(
      'https api.example.com/v1/items \\',
      '  Content-Type:application/json \\',
      '  "Authorization:Bearer abc123" \\',
      '  name=widget \\',
      '  qty:=2',
    ),
  );
});
