import { booleanField, choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import {
  caseOptions,
  defaultSqlPrettifyOptions as defaults,
  defaultSqlQuery,
  dialectOptions,
  indentStyleOptions,
  maxTabWidth,
  minTabWidth,
} from './sql-options';

const values = <T extends string>(options: readonly { value: T }[]) => options.map((option) => option.value);

export const sqlFields = defineFields({
  sql: textField(defaultSqlQuery),
  dialect: choiceField(defaults.dialect, values(dialectOptions), { persist: true }),
  keywordCase: choiceField(defaults.keywordCase, values(caseOptions)),
  indentStyle: choiceField(defaults.indentStyle, values(indentStyleOptions)),
  functionCase: choiceField(defaults.functionCase, values(caseOptions)),
  tabWidth: integerField(defaults.tabWidth, { min: minTabWidth, max: maxTabWidth }),
  denseOperators: booleanField(defaults.denseOperators),
  minify: booleanField(defaults.minify),
});
