import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { jsonToYaml } from './operations';

export default formatConverterPage({
  slug: 'json-to-yaml-converter',
  words,
  operation: jsonToYaml,
  input: { placeholder: 'json.placeholder' },
  output: { language: 'yaml', fileName: 'json-to-yaml-converter.yaml' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-to-yaml-converter.worker.ts', import.meta.url), { type: 'module' }),
});
