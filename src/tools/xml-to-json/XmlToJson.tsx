import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertXmlToJson } from './xml-to-json';

export default formatConverterPage({
  slug: 'xml-to-json',
  input: {
    name: 'xml',
    label: 'Your XML content',
    placeholder: 'Paste your XML content here...',
    defaultValue: '<a x="1.234" y="It\'s"/>',
  },
  output: { label: 'Converted JSON', language: 'json', fileName: 'xml-to-json.json' },
  convert: convertXmlToJson,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./xml-to-json.worker.ts', import.meta.url), { type: 'module' }),
});
