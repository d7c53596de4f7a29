import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err } from '../../lib/result';
import { booleanField, integerField, textField } from '../../lib/tool-state/fields';
import {
  defaultJsonPrettifyInput,
  defaultJsonPrettifyOptions as defaults,
  invalidJson,
  maxIndentSize,
  minIndentSize,
  prettifyJson,
} from './json-prettify';
import type words from './locales/en.json';

export const jsonPrettify = operationOf<typeof words>()({
  id: 'json-prettify',
  input: textInput('json', 'rawJson'),
  fields: {
    sortKeys: booleanField(defaults.sortKeys, { persist: true, label: 'sortKeys' }),
    indentSize: integerField(defaults.indentSize, {
      persist: true,
      min: minIndentSize,
      max: maxIndentSize,
      label: 'indentSize',
    }),
    rawJson: textField(defaultJsonPrettifyInput, { persist: true, label: 'rawJson.label' }),
  },
  output: { kind: 'json', label: 'prettified.label' },
  run: (json, options) => {
    const result = prettifyJson(json, options);
    return result.ok ? result : err(invalidJson(result.error));
  },
  examples: [
    {
      name: 'examples.defaults',
      input: defaultJsonPrettifyInput,
      output: ['{', '   "foo": "bar",', '   "hello": "world"', '}'].join('\n'),
    },
    {
      name: 'examples.json5',
      input: "{name:'Ada', tags:['x','y',], age:36, // comment\n}",
      options: { sortKeys: false, indentSize: 2 },
      output: ['{', '  "name": "Ada",', '  "tags": [', '    "x",', '    "y"', '  ],', '  "age": 36', '}'].join('\n'),
    },
    {
      name: 'examples.compact',
      input: '{"b":1,"a":[1,2]}',
      options: { indentSize: 0 },
      output: '{"a":[1,2],"b":1}',
    },
    { input: '{"a": 1,, }', error: 'common.errors.jsonNotValid' },
  ],
});

export const operations = toolOperations(jsonPrettify);
