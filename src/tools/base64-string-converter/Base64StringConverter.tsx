import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import words from './locales/en.json';
import { base64Decode, base64Encode } from './operations';

export default twoWayConverterPage({
  slug: 'base64-string-converter',
  words,
  rows: 5,
  encode: {
    operation: base64Encode,
    title: 'encode.title',
    input: { placeholder: 'encode.input.placeholder' },
    output: { placeholder: 'encode.output.placeholder' },
    copyLabel: 'encode.copy',
    // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
    spawnWorker: () => new Worker(new URL('./base64-encode.worker.ts', import.meta.url), { type: 'module' }),
  },
  decode: {
    operation: base64Decode,
    title: 'decode.title',
    input: { placeholder: 'decode.input.placeholder' },
    output: { placeholder: 'decode.output.placeholder' },
    copyLabel: 'decode.copy',
    spawnWorker: () => new Worker(new URL('./base64-decode.worker.ts', import.meta.url), { type: 'module' }),
  },
});
