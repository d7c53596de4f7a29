import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { jsonMinify } from './operations';

export default formatConverterPage({
  slug: 'json-minify',
  words,
  operation: jsonMinify,
  input: { placeholder: 'json.placeholder' },
  // Wrapped: the output is one line, often far wider than the block.
  output: { language: 'json', wrap: true, fileName: 'json-minify.json', downloadLabel: 'minified.download' },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-minify.worker.ts', import.meta.url), { type: 'module' }),
});
