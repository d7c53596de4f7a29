import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { defaultJsonPrettifyInput, defaultJsonPrettifyOptions, maxIndentSize, minIndentSize } from './json-prettify';

export const jsonPrettifyFields = defineFields({
  sortKeys: booleanField(defaultJsonPrettifyOptions.sortKeys, { persist: true }),
  indentSize: integerField(defaultJsonPrettifyOptions.indentSize, {
    persist: true,
    min: minIndentSize,
    max: maxIndentSize,
  }),
  rawJson: textField(defaultJsonPrettifyInput, { persist: true }),
});
