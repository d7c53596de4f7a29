import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { tomlToJson } from './operations';

export default formatConverterPage({
  slug: 'toml-to-json',
  words,
  operation: tomlToJson,
  input: { placeholder: 'toml.placeholder' },
  output: { language: 'json', fileName: 'toml-to-json.json' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./toml-to-json.worker.ts', import.meta.url), { type: 'module' }),
});
