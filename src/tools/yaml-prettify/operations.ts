import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { defaultYamlPrettifyOptions as defaults, maxIndentSize, minIndentSize, prettifyYaml } from './yaml-prettify';

export const yamlPrettify = operationOf<typeof words>()({
  id: 'yaml-prettify',
  input: textInput('yaml', 'rawYaml'),
  fields: {
    rawYaml: textField('', { persist: true, label: 'rawYaml.label' }),
    sortKeys: booleanField(defaults.sortKeys, { persist: true, label: 'sortKeys.label' }),
    indentSize: integerField(defaults.indentSize, {
      persist: true,
      min: minIndentSize,
      max: maxIndentSize,
      label: 'indentSize.label',
    }),
    keepComments: booleanField(defaults.keepComments, { label: 'keepComments.label' }),
    multipleDocuments: booleanField(defaults.multipleDocuments, { label: 'multipleDocuments.label' }),
  },
  output: { kind: 'yaml', label: 'prettified.label' },
  run: (yaml, options) => prettifyYaml(yaml, options),
  examples: [
    {
      input: 'name: it-tools\nversion:   1.0\ntags: [a, b]\nnested: {x: 1, y: [true, null]}\n',
      output: 'name: it-tools\nversion: 1\ntags:\n  - a\n  - b\nnested:\n  x: 1\n  y:\n    - true\n    - null\n',
    },
    {
      input: 'b: 1\na:\n  d: 4\n  c: 3\n\n',
      options: { sortKeys: true, indentSize: 4 },
      output: 'a:\n    c: 3\n    d: 4\nb: 1\n',
    },
    { input: 'a: 1\na: 2', error: 'errors.invalid' },
  ],
});

export const operations = toolOperations(yamlPrettify);
