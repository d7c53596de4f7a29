import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from '../../../e2e/test';

// The top bar's language picker is a "Language" too: the tool's is the one in the page's main part.
const languageSelect = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true });

async function chooseLanguage(page: Page, language: string) {
  await languageSelect(page).click();
  await page
    .getByRole('listbox', { name: 'Language', exact: true })
    .getByRole('option', { name: language, exact: true })
    .click();
}

const chooseMode = (page: Page, mode: 'Beautify' | 'Minify') =>
  page.getByRole('radiogroup', { name: 'Mode', exact: true }).getByText(mode, { exact: true }).click();

const jsToMinify = [
  'function add(first, second) {',
  '  // sum',
  '  return first + second;',
  '}',
  'console.log(add(1, 2));',
].join('\n');

test('beautifies and minifies in each language, shows sizes, errors and warnings, and keeps the code out of the link', async ({
  page,
}) => {
  const code = page.getByRole('textbox', { name: 'Code', exact: true });
  const result = page.getByRole('textbox', { name: 'Result', exact: true });
  const block = result.locator('xpath=../..');
  const codeError = page
    .locator('.mantine-InputWrapper-root')
    .filter({ has: code })
    .locator('.mantine-InputWrapper-error');
  const expectResult = (expected: string) => expect.poll(() => result.textContent()).toBe(expected);
  await openPage(page, '/html-css-js-formatter', () => code);

  // Example 1: the default page, beautified then minified, with its sizes.
  await expect(languageSelect(page)).toHaveText('HTML');
  await expect(page.getByRole('main').getByRole('link', { name: 'JSON prettify', exact: true })).toHaveAttribute(
    'href',
    /\/json-prettify$/,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'JSON minify', exact: true })).toHaveAttribute(
    'href',
    /\/json-minify$/,
  );
  await expectResult(
    '<!DOCTYPE html>\n<html>\n  <head>\n    <title>Demo</title>\n  </head>\n  <body>\n    <h1>Hello</h1>\n    <p>Some <em>text</em> here.</p>\n  </body>\n</html>\n',
  );
  await expect(block.getByText('118 B → 148 B, +25 %', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Whitespace sensitivity', exact: true })).toBeVisible();
  await chooseMode(page, 'Minify');
  await expectResult(
    '<!doctype html><html><head><title>Demo</title></head><body><h1>Hello</h1><p>Some <em>text</em> here.</p></body></html>',
  );
  await expect(block.getByText('118 B → 118 B, 0 %', { exact: true })).toBeVisible();
  await expect(block.getByText(/^gzip \d+ B → \d+ B, [−+]?\d+ %$/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Remove comments', exact: true })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Whitespace sensitivity', exact: true })).toHaveCount(0);

  // Example 8: an inline script that fails is kept, with a warning.
  await code.fill('<p>a</p>\n<script>let = ;</script>');
  await expectResult('<p>a</p><script>let = ;</script>');
  await expect(
    block.getByText(
      'An inline script could not be minified and was kept as it is: Syntax error at line 1, column 5: Name expected',
    ),
  ).toBeVisible();

  // Example 3: JavaScript minified, without mangling, and downloaded as .min.js.
  await chooseLanguage(page, 'JavaScript');
  await code.fill(jsToMinify);
  await expectResult('function add(d,n){return d+n}console.log(add(1,2));');
  await expect(block.getByText('89 B → 51 B, −43 %', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Mangle names', exact: true }).click();
  await expectResult('function add(first,second){return first+second}console.log(add(1,2));');
  const download = page.waitForEvent('download');
  await block.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('html-css-js-formatter.min.js');

  // Example 8: a syntax error, minified then beautified (with Prettier's code frame).
  await code.fill('const a = {b:1,');
  await expect(codeError).toContainText('Syntax error at line 1, column 16: Unexpected token: eof (undefined)');
  await expectResult('');
  await chooseMode(page, 'Beautify');
  await expect(codeError).toContainText('Syntax error at line 1, column 16: Unexpected token');
  await expect(codeError).toContainText('> 1 | const a = {b:1,');
  await expect(code).toHaveValue('const a = {b:1,');

  // TypeScript cannot be minified: said under Mode.
  await chooseLanguage(page, 'TypeScript');
  await code.fill('interface A{b:number;c?:string}\nconst x:A={b:1}');
  await expectResult('interface A {\n  b: number;\n  c?: string;\n}\nconst x: A = { b: 1 };\n');
  await chooseMode(page, 'Minify');
  await expect(
    page.getByText('Minify works on HTML, CSS and JavaScript. Beautify TypeScript, or compile it to JavaScript first.'),
  ).toBeVisible();
  await expectResult('');

  // The options are remembered and in the link; the code is in neither.
  await chooseLanguage(page, 'CSS');
  await code.fill('.a { color: #ff0000 }');
  await expectResult('.a{color:red}');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('html-css-js-formatter:language'))).toBe('css');
  expect(page.url()).not.toContain('ff0000');
  await page.goto('/html-css-js-formatter');
  await waitUntilInteractive(code);
  await expect(languageSelect(page)).toHaveText('CSS');
  await expect(
    page.getByRole('radiogroup', { name: 'Mode', exact: true }).getByRole('radio', { name: 'Minify' }),
  ).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Restructure rules', exact: true })).toBeChecked();
});
