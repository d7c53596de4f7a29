import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertYamlToToml } from './yaml-to-toml';

export const yamlToToml = operationOf<typeof words>()({
  id: 'yaml-to-toml',
  input: textInput('yaml', 'yaml'),
  fields: { yaml: textField('', { label: 'yaml.label' }) },
  output: { kind: 'toml', label: 'toml.label' },
  run: (yaml) => convertYamlToToml(yaml, undefined),
  examples: [
    {
      input: [
        'title: My app',
        'server:',
        '  host: 0.0.0.0',
        '  port: 8080',
        '  tls: false',
        'databases:',
        '  - name: main',
        '    size: 10',
        '  - name: cache',
        '    size: 2',
      ].join('\n'),
      output:
        'title = "My app"\n\n[server]\nhost = "0.0.0.0"\nport = 8080\ntls = false\n\n[[databases]]\nname = "main"\nsize = 10\n\n[[databases]]\nname = "cache"\nsize = 2\n',
    },
    { input: '- 1\n- 2', error: 'common.errors.tomlTopLevel' },
  ],
});

export const operations = toolOperations(yamlToToml);
