import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { yamlToToml } from './operations';

export default formatConverterPage({
  slug: 'yaml-to-toml',
  words,
  operation: yamlToToml,
  input: { placeholder: 'yaml.placeholder' },
  output: { language: 'toml', fileName: 'yaml-to-toml.toml' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./yaml-to-toml.worker.ts', import.meta.url), { type: 'module' }),
});
