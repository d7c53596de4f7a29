import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultSqlPrettifyOptions as defaults,
  defaultSqlQuery,
  indentStyles,
  maxTabWidth,
  minTabWidth,
  sqlCases,
  sqlDialects,
} from './sql-options';

const caseLabels = { upper: 'case.upper', lower: 'case.lower', preserve: 'case.preserve' };

export const sqlPrettify = operationOf<typeof words>()({
  id: 'sql-prettify',
  input: textInput('sql', 'sql'),
  fields: {
    sql: textField(defaultSqlQuery, { label: 'sql.label' }),
    dialect: choiceField(defaults.dialect, sqlDialects, {
      persist: true,
      label: 'dialect.label',
      choiceLabels: Object.fromEntries(sqlDialects.map((dialect) => [dialect, `dialect.${dialect}`])),
    }),
    keywordCase: choiceField(defaults.keywordCase, sqlCases, { label: 'keywordCase.label', choiceLabels: caseLabels }),
    indentStyle: choiceField(defaults.indentStyle, indentStyles, {
      label: 'indentStyle.label',
      choiceLabels: {
        standard: 'indentStyle.standard',
        tabularLeft: 'indentStyle.tabularLeft',
        tabularRight: 'indentStyle.tabularRight',
      },
    }),
    functionCase: choiceField(defaults.functionCase, sqlCases, {
      label: 'functionCase.label',
      choiceLabels: caseLabels,
    }),
    tabWidth: integerField(defaults.tabWidth, { min: minTabWidth, max: maxTabWidth, label: 'tabWidth.label' }),
    denseOperators: booleanField(defaults.denseOperators, { label: 'denseOperators.label' }),
    minify: booleanField(defaults.minify, { label: 'minify.label' }),
  },
  output: { kind: 'sql', label: 'prettified.label' },
  // sql-formatter loads when the operation runs (in the worker, on the page): never with the page.
  run: async (sql, options) => (await import('./sql-prettify')).prettifySql(sql, options),
  examples: [
    {
      input: 'select field1,field2,field3 from my_table where my_condition;',
      output: ['SELECT', '  field1,', '  field2,', '  field3', 'FROM', '  my_table', 'WHERE', '  my_condition;'].join(
        '\n',
      ),
    },
    {
      input:
        'select u.id, o.total from users u inner join orders o on o.user_id = u.id where o.total > 100 group by u.id having count(*) > 2',
      output: [
        'SELECT',
        '  u.id,',
        '  o.total',
        'FROM',
        '  users u',
        '  INNER JOIN orders o ON o.user_id = u.id',
        'WHERE',
        '  o.total > 100',
        'GROUP BY',
        '  u.id',
        'HAVING',
        '  count(*) > 2',
      ].join('\n'),
    },
    {
      input: 'select a, b from t where x = 1',
      options: { indentStyle: 'tabularLeft' },
      output: ['SELECT    a,', '          b', 'FROM      t', 'WHERE     x = 1'].join('\n'),
    },
    { input: "select 'unterminated", error: 'errors.unformattable' },
  ],
});

export const operations = toolOperations(sqlPrettify);
