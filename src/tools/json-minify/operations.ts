import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import { defaultJsonMinifyInput, minifyJson } from './json-minify';
import type words from './locales/en.json';

export const jsonMinify = operationOf<typeof words>()({
  id: 'json-minify',
  input: textInput('json', 'json'),
  fields: { json: textField(defaultJsonMinifyInput, { label: 'json.label' }) },
  output: { kind: 'json', label: 'minified.label' },
  run: (json) => minifyJson(json, undefined),
  examples: [
    { input: defaultJsonMinifyInput, output: '{"hello":["world"]}', notes: ['notes.sizes'] },
    {
      input: "// comment\n{ unquoted: 'single', trailing: [1,2,], }",
      output: '{"unquoted":"single","trailing":[1,2]}',
      notes: ['notes.sizes'],
    },
    { input: '{"a": }', error: 'common.errors.jsonNotValid' },
  ],
});

export const operations = toolOperations(jsonMinify);
