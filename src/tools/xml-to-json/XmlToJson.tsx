import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { xmlToJson } from './operations';

export default formatConverterPage({
  slug: 'xml-to-json',
  words,
  operation: xmlToJson,
  input: { placeholder: 'xml.placeholder' },
  output: { language: 'json', fileName: 'xml-to-json.json' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./xml-to-json.worker.ts', import.meta.url), { type: 'module' }),
});
