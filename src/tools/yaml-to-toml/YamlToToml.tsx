import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertYamlToToml } from './yaml-to-toml';

export default formatConverterPage({
  slug: 'yaml-to-toml',
  input: { name: 'yaml', label: 'Your YAML', placeholder: 'Paste your YAML here...' },
  output: { label: 'TOML from your YAML', language: 'toml', fileName: 'yaml-to-toml.toml' },
  convert: convertYamlToToml,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./yaml-to-toml.worker.ts', import.meta.url), { type: 'module' }),
});
