import { twoWayConverterPage, type LinkedDirection } from '../../ui/two-way-converter/twoWayConverterPage';
import { binaryToText, textToBinary } from './text-to-binary';

const toBinary: LinkedDirection = {
  name: 'text',
  title: 'Text to ASCII binary',
  input: { label: 'Enter text to convert to binary', placeholder: "e.g. 'Hello world'" },
  output: { label: 'Binary from your text', placeholder: 'The binary representation of your text will be here' },
  copyLabel: 'Copy binary to clipboard',
  convert: textToBinary,
};

const fromBinary: LinkedDirection = {
  name: 'binary',
  title: 'ASCII binary to text',
  input: {
    label: 'Enter binary to convert to text',
    placeholder: "e.g. '01000101 01111000 01100001 01101101 01110000 01101100 01100101'",
  },
  output: { label: 'Text from your binary', placeholder: 'The text representation of your binary will be here' },
  copyLabel: 'Copy text to clipboard',
  convert: binaryToText,
};

export default twoWayConverterPage({
  slug: 'text-to-binary',
  encode: toBinary,
  decode: fromBinary,
  autoFocus: true,
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./text-to-binary.worker.ts', import.meta.url), { type: 'module' }),
});
