import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertYamlToJson } from './yaml-to-json-converter';

export default formatConverterPage({
  slug: 'yaml-to-json-converter',
  input: { name: 'yaml', label: 'Your YAML', placeholder: 'Paste your YAML here...' },
  output: { label: 'JSON from your YAML', language: 'json', fileName: 'yaml-to-json-converter.json' },
  convert: convertYamlToJson,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./yaml-to-json-converter.worker.ts', import.meta.url), { type: 'module' }),
});
