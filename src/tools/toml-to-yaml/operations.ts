import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertTomlToYaml } from './toml-to-yaml';

export const tomlToYaml = operationOf<typeof words>()({
  id: 'toml-to-yaml',
  input: textInput('toml', 'toml'),
  fields: { toml: textField('', { label: 'toml.label' }) },
  output: { kind: 'yaml', label: 'yaml.label' },
  run: (toml) => convertTomlToYaml(toml, undefined),
  examples: [
    {
      input: [
        '# Example',
        'title = "TOML Example"',
        '',
        '[owner]',
        'name = "Tom Preston-Werner"',
        '',
        '[database]',
        'enabled = true',
        'ports = [ 8000, 8001, 8002 ]',
        'temp_targets = { cpu = 79.5, case = 72.0 }',
      ].join('\n'),
      output:
        'title: TOML Example\nowner:\n  name: Tom Preston-Werner\ndatabase:\n  enabled: true\n  ports:\n    - 8000\n    - 8001\n    - 8002\n  temp_targets:\n    cpu: 79.5\n    case: 72\n',
    },
    { input: 'a = ', error: 'common.errors.invalidTomlAt' },
  ],
});

export const operations = toolOperations(tomlToYaml);
