import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import { convertJsonToYaml } from './json-to-yaml-converter';
import type words from './locales/en.json';

export const jsonToYaml = operationOf<typeof words>()({
  id: 'json-to-yaml',
  input: textInput('json', 'json'),
  fields: { json: textField('', { label: 'json.label' }) },
  output: { kind: 'yaml', label: 'yaml.label' },
  run: (json) => convertJsonToYaml(json, undefined),
  examples: [
    {
      input: '{"name":"it-tools","tags":["dev","tools"],"nested":{"a":1,"b":null},"ok":true}',
      output: 'name: it-tools\ntags:\n  - dev\n  - tools\nnested:\n  a: 1\n  b: null\nok: true\n',
    },
    { input: '[1, "two", {"three": 3}]', output: '- 1\n- two\n- three: 3\n' },
    { input: '{"m":"line1\\nline2","s":"yes"}', output: 'm: |-\n  line1\n  line2\ns: yes\n' },
    { input: '{"a": }', error: 'common.errors.invalidJson' },
  ],
});

export const operations = toolOperations(jsonToYaml);
