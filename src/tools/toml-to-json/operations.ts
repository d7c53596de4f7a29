import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertTomlToJson } from './toml-to-json';

export const tomlToJson = operationOf<typeof words>()({
  id: 'toml-to-json',
  input: textInput('toml', 'toml'),
  fields: { toml: textField('', { label: 'toml.label' }) },
  output: { kind: 'json', label: 'json.label' },
  run: (toml) => convertTomlToJson(toml, undefined),
  examples: [
    {
      input: 'name = "it-tools"\nport = 8080\n[server]\nhost = "localhost"',
      output: '{\n  "name": "it-tools",\n  "port": 8080,\n  "server": {\n    "host": "localhost"\n  }\n}',
    },
    {
      input: 'dob = 1979-05-27T07:32:00-08:00\nlt = 07:32:00',
      output: '{\n  "dob": "1979-05-27T07:32:00.000-08:00",\n  "lt": "07:32:00.000"\n}',
    },
    { input: 'a = ', error: 'common.errors.invalidTomlAt' },
    { input: 'a = 1\na = 2', error: 'common.errors.invalidTomlAt' },
  ],
});

export const operations = toolOperations(tomlToJson);
