import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertTomlToJson } from './toml-to-json';

export default formatConverterPage({
  slug: 'toml-to-json',
  input: { name: 'toml', label: 'Your TOML', placeholder: 'Paste your TOML here...' },
  output: { label: 'JSON from your TOML', language: 'json', fileName: 'toml-to-json.json' },
  convert: convertTomlToJson,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./toml-to-json.worker.ts', import.meta.url), { type: 'module' }),
});
