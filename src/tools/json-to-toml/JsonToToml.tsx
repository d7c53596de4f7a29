import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { jsonToToml } from './operations';

export default formatConverterPage({
  slug: 'json-to-toml',
  words,
  operation: jsonToToml,
  input: { placeholder: 'json.placeholder' },
  output: { language: 'toml', fileName: 'json-to-toml.toml' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-to-toml.worker.ts', import.meta.url), { type: 'module' }),
});
