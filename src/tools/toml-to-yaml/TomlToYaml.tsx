import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { tomlToYaml } from './operations';

export default formatConverterPage({
  slug: 'toml-to-yaml',
  words,
  operation: tomlToYaml,
  input: { placeholder: 'toml.placeholder' },
  output: { language: 'yaml', fileName: 'toml-to-yaml.yaml' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./toml-to-yaml.worker.ts', import.meta.url), { type: 'module' }),
});
