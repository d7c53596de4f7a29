import { twoWayConverterPage, type LinkedDirection } from '../../ui/two-way-converter/twoWayConverterPage';
import { textToUnicode, unicodeToText } from './text-to-unicode';

const toUnicode: LinkedDirection = {
  name: 'text',
  title: 'Text to Unicode',
  input: { label: 'Enter text to convert to unicode', placeholder: "e.g. 'Hello Avengers'" },
  output: { label: 'Unicode from your text', placeholder: 'The unicode representation of your text will be here' },
  copyLabel: 'Copy unicode to clipboard',
  convert: textToUnicode,
};

const fromUnicode: LinkedDirection = {
  name: 'unicode',
  title: 'Unicode to Text',
  input: { label: 'Enter unicode to convert to text', placeholder: "e.g. '&#72;&#105;' or '&#x1F600;'" },
  output: { label: 'Text from your Unicode', placeholder: 'The text representation of your unicode will be here' },
  copyLabel: 'Copy text to clipboard',
  convert: unicodeToText,
};

export default twoWayConverterPage({
  slug: 'text-to-unicode',
  encode: toUnicode,
  decode: fromUnicode,
  autoFocus: true,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./text-to-unicode.worker.ts', import.meta.url), { type: 'module' }),
});
