import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import words from './locales/en.json';
import { textToUnicodeOperation, unicodeToTextOperation } from './operations';

export default twoWayConverterPage({
  slug: 'text-to-unicode',
  words,
  encode: {
    operation: textToUnicodeOperation,
    title: 'toUnicode.title',
    input: { placeholder: 'toUnicode.input.placeholder' },
    output: { placeholder: 'toUnicode.output.placeholder' },
    copyLabel: 'toUnicode.copy',
    // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
    spawnWorker: () => new Worker(new URL('./text-to-unicode.worker.ts', import.meta.url), { type: 'module' }),
  },
  decode: {
    operation: unicodeToTextOperation,
    title: 'fromUnicode.title',
    input: { placeholder: 'fromUnicode.input.placeholder' },
    output: { placeholder: 'fromUnicode.output.placeholder' },
    copyLabel: 'fromUnicode.copy',
    spawnWorker: () => new Worker(new URL('./unicode-to-text.worker.ts', import.meta.url), { type: 'module' }),
  },
  autoFocus: true,
});
