import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import words from './locales/en.json';
import { binaryToTextOperation, textToBinaryOperation } from './operations';

export default twoWayConverterPage({
  slug: 'text-to-binary',
  words,
  encode: {
    operation: textToBinaryOperation,
    title: 'toBinary.title',
    input: { placeholder: 'toBinary.input.placeholder' },
    output: { placeholder: 'toBinary.output.placeholder' },
    copyLabel: 'toBinary.copy',
    // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
    spawnWorker: () => new Worker(new URL('./text-to-binary.worker.ts', import.meta.url), { type: 'module' }),
  },
  decode: {
    operation: binaryToTextOperation,
    title: 'fromBinary.title',
    input: { placeholder: 'fromBinary.input.placeholder' },
    output: { placeholder: 'fromBinary.output.placeholder' },
    copyLabel: 'fromBinary.copy',
    spawnWorker: () => new Worker(new URL('./binary-to-text.worker.ts', import.meta.url), { type: 'module' }),
  },
  autoFocus: true,
});
