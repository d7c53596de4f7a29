import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertJsonToToml } from './json-to-toml';

export const jsonToToml = operationOf<typeof words>()({
  id: 'json-to-toml',
  input: textInput('json', 'json'),
  fields: { json: textField('', { label: 'json.label' }) },
  output: { kind: 'toml', label: 'toml.label' },
  run: (json) => convertJsonToToml(json, undefined),
  examples: [
    {
      input:
        '{"name":"demo","version":"1.0.0","owner":{"name":"Tom","dob":"1979-05-27"},"ratio":0.5,"ints":[1,2,3],"mixed":{"a":{"b":{"c":true}}}}',
      output:
        'name = "demo"\nversion = "1.0.0"\nratio = 0.5\nints = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"\ndob = "1979-05-27"\n\n[mixed.a.b]\nc = true\n',
    },
    { input: '{"a":null,"b":1}', output: 'b = 1\n', notes: ['common.notes.tomlNullsLeftOut'] },
    { input: '{"a": }', error: 'common.errors.invalidJson' },
  ],
});

export const operations = toolOperations(jsonToToml);
