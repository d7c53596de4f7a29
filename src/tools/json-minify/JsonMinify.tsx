import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { defaultJsonMinifyInput, minifyJson } from './json-minify';

export default formatConverterPage({
  slug: 'json-minify',
  input: {
    name: 'json',
    label: 'Your raw JSON',
    placeholder: 'Paste your raw JSON here...',
    defaultValue: defaultJsonMinifyInput,
  },
  // Wrapped: the output is one line, often far wider than the block.
  output: {
    label: 'Minified version of your JSON',
    language: 'json',
    wrap: true,
    fileName: 'json-minify.json',
    downloadLabel: 'Download .json',
  },
  convert: minifyJson,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./json-minify.worker.ts', import.meta.url), { type: 'module' }),
});
