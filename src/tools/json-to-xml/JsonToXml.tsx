import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { jsonToXml } from './operations';

export default formatConverterPage({
  slug: 'json-to-xml',
  words,
  operation: jsonToXml,
  input: { placeholder: 'json.placeholder' },
  output: { language: 'xml', fileName: 'json-to-xml.xml' },
  // A fixed width, so the layout does not shift with the chosen option's label.
  controlWidths: { indentation: 220 },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-to-xml.worker.ts', import.meta.url), { type: 'module' }),
});
