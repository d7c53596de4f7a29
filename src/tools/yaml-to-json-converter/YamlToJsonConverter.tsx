import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { yamlToJson } from './operations';

export default formatConverterPage({
  slug: 'yaml-to-json-converter',
  words,
  operation: yamlToJson,
  input: { placeholder: 'yaml.placeholder' },
  output: { language: 'json', fileName: 'yaml-to-json-converter.json' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./yaml-to-json-converter.worker.ts', import.meta.url), { type: 'module' }),
});
