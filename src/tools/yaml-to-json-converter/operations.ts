import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertYamlToJson } from './yaml-to-json-converter';

export const yamlToJson = operationOf<typeof words>()({
  id: 'yaml-to-json',
  input: textInput('yaml', 'yaml'),
  fields: { yaml: textField('', { label: 'yaml.label' }) },
  output: { kind: 'json', label: 'json.label' },
  run: (yaml) => convertYamlToJson(yaml, undefined),
  examples: [
    {
      input: 'name: it-tools\nversion: 2\ntags: [dev, tools]\nactive: true\nnothing: null\n',
      output:
        '{\n  "name": "it-tools",\n  "version": 2,\n  "tags": [\n    "dev",\n    "tools"\n  ],\n  "active": true,\n  "nothing": null\n}',
    },
    {
      input: 'base: &b\n  host: localhost\n  port: 5432\nprod:\n  <<: *b\n  host: db.example.com\n',
      output: JSON.stringify(
        { base: { host: 'localhost', port: 5432 }, prod: { host: 'db.example.com', port: 5432 } },
        null,
        2,
      ),
    },
    {
      input: 'version: 1.10',
      output: '{\n  "version": 1.1\n}',
    },
    { input: 'a: b: c', error: 'common.errors.invalidYaml' },
  ],
});

export const operations = toolOperations(yamlToJson);
