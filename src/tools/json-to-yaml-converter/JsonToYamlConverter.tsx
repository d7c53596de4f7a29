import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertJsonToYaml } from './json-to-yaml-converter';

export default formatConverterPage({
  slug: 'json-to-yaml-converter',
  input: { name: 'json', label: 'Your JSON', placeholder: 'Paste your JSON here...' },
  output: { label: 'YAML from your JSON', language: 'yaml', fileName: 'json-to-yaml-converter.yaml' },
  convert: convertJsonToYaml,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-to-yaml-converter.worker.ts', import.meta.url), { type: 'module' }),
});
