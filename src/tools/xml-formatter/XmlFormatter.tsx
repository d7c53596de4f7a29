import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { IndentSizeInput } from '../../ui/number-input/IndentSizeInput';
import { Switch } from '../../ui/switch/Switch';
import {
  defaultXml,
  defaultXmlFormatterOptions as defaults,
  formatXml,
  maxIndentSize,
  minIndentSize,
} from './xml-formatter';

const fields = defineFields({
  xml: textField(defaultXml),
  collapseContent: booleanField(defaults.collapseContent, { persist: true }),
  indentSize: integerField(defaults.indentSize, { persist: true, min: minIndentSize, max: maxIndentSize }),
  minify: booleanField(defaults.minify),
});

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' });

export default function XmlFormatter() {
  return (
    <FormatConverter
      slug="xml-formatter"
      fields={fields}
      input={{ name: 'xml', label: 'Your XML', placeholder: 'Paste your XML here...' }}
      output={{ label: 'Formatted XML from your XML', language: 'xml', fileName: 'xml-formatter.xml' }}
      convert={formatXml}
      spawnWorker={spawnWorker}
      controls={(options, set) => (
        <>
          <Switch
            label="Collapse content"
            checked={options.collapseContent}
            onChange={(value) => set('collapseContent', value)}
          />
          <IndentSizeInput
            value={options.indentSize}
            onChange={(size) => set('indentSize', size)}
            min={minIndentSize}
            max={maxIndentSize}
          />
          <Switch label="Minify XML" checked={options.minify} onChange={(value) => set('minify', value)} />
        </>
      )}
    />
  );
}
