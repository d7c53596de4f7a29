import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { xmlFormat } from './operations';

export default formatConverterPage({
  slug: 'xml-formatter',
  words,
  operation: xmlFormat,
  input: { placeholder: 'xml.placeholder' },
  output: { language: 'xml', fileName: 'xml-formatter.xml' },
  controlWidths: { indentSize: 120 },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' }),
});
