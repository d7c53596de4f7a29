import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { convertTomlToYaml } from './toml-to-yaml';

export default formatConverterPage({
  slug: 'toml-to-yaml',
  input: { name: 'toml', label: 'Your TOML', placeholder: 'Paste your TOML here...' },
  output: { label: 'YAML from your TOML', language: 'yaml', fileName: 'toml-to-yaml.yaml' },
  convert: convertTomlToYaml,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./toml-to-yaml.worker.ts', import.meta.url), { type: 'module' }),
});
