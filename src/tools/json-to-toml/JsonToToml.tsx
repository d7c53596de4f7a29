import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertJsonToToml } from './json-to-toml';

export default formatConverterPage({
  slug: 'json-to-toml',
  input: { name: 'json', label: 'Your JSON', placeholder: 'Paste your JSON here...' },
  output: { label: 'TOML from your JSON', language: 'toml', fileName: 'json-to-toml.toml' },
  convert: convertJsonToToml,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-to-toml.worker.ts', import.meta.url), { type: 'module' }),
});
