import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test, waitUntilInteractive } from '../../../e2e/test';

const labels = { input: 'Your SQL query', output: 'Prettified version of your query' };
const example1 = ['SELECT', '  field1,', '  field2,', '  field3', 'FROM', '  my_table', 'WHERE', '  my_condition;'];

test('prettifies with each option, shows the parser message, remembers only the dialect, and opens from a link', async ({
  page,
}) => {
  const tool = formatConverter(page, labels);
  await tool.open('/sql-prettify');
  // Example 1: the default query with the default options.
  await expect(tool.input).toHaveAttribute('placeholder', 'Put your SQL query here...');
  await expect(tool.input).toHaveValue('select field1,field2,field3 from my_table where my_condition;');
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('Standard SQL');
  await expect(page.getByRole('combobox', { name: 'Keyword case', exact: true })).toHaveText('UPPERCASE');
  await expect(page.getByRole('combobox', { name: 'Indent style', exact: true })).toHaveText('Standard');
  await tool.expectOutput(example1.join('\n'));

  // Example 3 and the options: tabular left, lower case, minified.
  await tool.input.fill('select a, b from t where x = 1');
  await chooseOption(page, 'Indent style', 'Tabular left');
  await tool.expectOutput(['SELECT    a,', '          b', 'FROM      t', 'WHERE     x = 1'].join('\n'));
  await chooseOption(page, 'Keyword case', 'lowercase');
  await tool.expectOutput(['select    a,', '          b', 'from      t', 'where     x = 1'].join('\n'));
  await page.getByRole('switch', { name: 'Minify SQL', exact: true }).click();
  await tool.expectOutput('select a, b from t where x = 1');
  await page.getByRole('switch', { name: 'Minify SQL', exact: true }).click();

  // The parser message for syntax the dialect lacks; formatted in the right dialect.
  await chooseOption(page, 'Keyword case', 'UPPERCASE');
  await chooseOption(page, 'Indent style', 'Standard');
  await tool.input.fill('select * from t where id = $1');
  await expect(tool.error).toContainText(
    'Unable to format this query: Parse error: Unexpected "$1" at line 1 column 28.',
  );
  await expect(tool.input).toHaveValue('select * from t where id = $1');
  await tool.expectOutput('');
  await chooseOption(page, 'Dialect', 'PostgreSQL');
  await expect(tool.error).toHaveCount(0);
  await tool.expectOutput('SELECT\n  *\nFROM\n  t\nWHERE\n  id = $1');

  // The dialect, and only the dialect, is remembered across a reload.
  await chooseOption(page, 'Dialect', 'MySQL');
  await chooseOption(page, 'Keyword case', 'Preserve');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sql-prettify:dialect'))).toBe('mysql');
  await page.goto('/sql-prettify');
  await waitUntilInteractive(tool.input);
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('MySQL');
  await expect(page.getByRole('combobox', { name: 'Keyword case', exact: true })).toHaveText('UPPERCASE');

  // A link with the query and options, over the remembered dialect.
  const query = 'select count(a+b) from t';
  await tool.open(
    `/sql-prettify?dialect=postgresql#${new URLSearchParams({ sql: query, functionCase: 'upper', tabWidth: '4', denseOperators: 'true' })}`,
  );
  await expect(tool.input).toHaveValue(query);
  await expect(page.getByRole('combobox', { name: 'Dialect', exact: true })).toHaveText('PostgreSQL');
  await expect(page.getByLabel('Tab width', { exact: true })).toHaveValue('4');
  await tool.expectOutput('SELECT\n    COUNT(a+b)\nFROM\n    t');
});
