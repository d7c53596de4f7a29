import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import words from './locales/en.json';
import { yamlPrettify } from './operations';

export default formatConverterPage({
  slug: 'yaml-prettify',
  words,
  operation: yamlPrettify,
  input: { placeholder: 'rawYaml.placeholder' },
  output: { language: 'yaml', fileName: 'yaml-prettify.yaml' },
  controlWidths: { indentSize: 120 },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./yaml-prettify.worker.ts', import.meta.url), { type: 'module' }),
});
