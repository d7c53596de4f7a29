import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test, waitUntilInteractive } from '../../../e2e/test';

const labels = { input: 'Your SQL query', output: 'Prettified version of your query' };
const example1 = ['SELECT', '  field1,', '  field2,', '  field3', 'FROM', '  my_table', 'WHERE', '  my_condition;'];

test('example 1: the default query with the default options', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/sql-prettify');
  await expect(tool.input).toHaveAttribute('placeholder', 'Put your SQL query here...');
  await expect(tool.input).toHaveValue('select field1,field2,field3 from my_table where my_condition;');
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('Standard SQL');
  await expect(page.getByRole('combobox', { name: 'Keyword case', exact: true })).toHaveText('UPPERCASE');
  await expect(page.getByRole('combobox', { name: 'Indent style', exact: true })).toHaveText('Standard');
  await tool.expectOutput(example1.join('\n'));
});

test('example 3 and the options: tabular left, lower case, minified', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/sql-prettify');
  await tool.input.fill('select a, b from t where x = 1');
  await chooseOption(page, 'Indent style', 'Tabular left');
  await tool.expectOutput(['SELECT    a,', '          b', 'FROM      t', 'WHERE     x = 1'].join('\n'));
  await chooseOption(page, 'Keyword case', 'lowercase');
  await tool.expectOutput(['select    a,', '          b', 'from      t', 'where     x = 1'].join('\n'));
  await page.getByRole('switch', { name: 'Minify SQL', exact: true }).click();
  await tool.expectOutput('select a, b from t where x = 1');
});

test('shows the parser message for syntax the dialect lacks, and formats it in the right dialect', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/sql-prettify');
  await tool.input.fill('select * from t where id = $1');
  await expect(tool.error).toContainText(
    'Unable to format this query: Parse error: Unexpected "$1" at line 1 column 28.',
  );
  await expect(tool.input).toHaveValue('select * from t where id = $1');
  await tool.expectOutput('');
  await chooseOption(page, 'Dialect', 'PostgreSQL');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('SELECT\n  *\nFROM\n  t\nWHERE\n  id = $1');
});

test('remembers the dialect, and only the dialect, across a reload', async ({ page }) => {
  const tool = formatConverter(page, labels);
  await tool.open('/sql-prettify');
  await chooseOption(page, 'Dialect', 'MySQL');
  await chooseOption(page, 'Keyword case', 'Preserve');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sql-prettify:dialect'))).toBe('mysql');
  await page.goto('/sql-prettify');
  await waitUntilInteractive(tool.input);
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('MySQL');
  await expect(page.getByRole('combobox', { name: 'Keyword case', exact: true })).toHaveText('UPPERCASE');
});

test('opens a link with the query and options in its fragment', async ({ page }) => {
  const tool = formatConverter(page, labels);
  const query = 'select count(a+b) from t';
  await tool.open(
    `/sql-prettify?dialect=postgresql#${new URLSearchParams({ sql: query, functionCase: 'upper', tabWidth: '4', denseOperators: 'true' })}`,
  );
  await expect(tool.input).toHaveValue(query);
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('PostgreSQL');
  await expect(page.getByLabel('Tab width', { exact: true })).toHaveValue('4');
  await tool.expectOutput('SELECT\n    COUNT(a+b)\nFROM\n    t');
});
