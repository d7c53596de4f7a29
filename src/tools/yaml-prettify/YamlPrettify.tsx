import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { IndentSizeInput } from '../../ui/number-input/IndentSizeInput';
import { Switch } from '../../ui/switch/Switch';
import { defaultYamlPrettifyOptions as defaults, maxIndentSize, minIndentSize, prettifyYaml } from './yaml-prettify';

const fields = defineFields({
  rawYaml: textField('', { persist: true }),
  sortKeys: booleanField(defaults.sortKeys, { persist: true }),
  indentSize: integerField(defaults.indentSize, { persist: true, min: minIndentSize, max: maxIndentSize }),
  keepComments: booleanField(defaults.keepComments),
  multipleDocuments: booleanField(defaults.multipleDocuments),
});

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./yaml-prettify.worker.ts', import.meta.url), { type: 'module' });

export default function YamlPrettify() {
  return (
    <FormatConverter
      slug="yaml-prettify"
      fields={fields}
      input={{ name: 'rawYaml', label: 'Your raw YAML', placeholder: 'Paste your raw YAML here...' }}
      output={{ label: 'Prettified version of your YAML', language: 'yaml', fileName: 'yaml-prettify.yaml' }}
      convert={prettifyYaml}
      spawnWorker={spawnWorker}
      controls={(options, set) => (
        <>
          <Switch label="Sort keys" checked={options.sortKeys} onChange={(value) => set('sortKeys', value)} />
          <IndentSizeInput
            value={options.indentSize}
            onChange={(size) => set('indentSize', size)}
            min={minIndentSize}
            max={maxIndentSize}
          />
          <Switch
            label="Keep comments and formatting"
            checked={options.keepComments}
            onChange={(value) => set('keepComments', value)}
          />
          <Switch
            label="Several documents"
            checked={options.multipleDocuments}
            onChange={(value) => set('multipleDocuments', value)}
          />
        </>
      )}
    />
  );
}
