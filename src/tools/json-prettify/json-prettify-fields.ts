import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { defaultJsonPrettifyInput, defaultJsonPrettifyOptions, maxIndentSize, minIndentSize } from './json-prettify';

// The names are the storage keys after the slug: `json-prettify:sort-keys`, ...
export const jsonPrettifyFields = defineFields({
  'sort-keys': booleanField(defaultJsonPrettifyOptions.sortKeys, { persist: true }),
  'indent-size': integerField(defaultJsonPrettifyOptions.indentSize, {
    persist: true,
    min: minIndentSize,
    max: maxIndentSize,
  }),
  'raw-json': textField(defaultJsonPrettifyInput, { persist: true }),
});
