import type { ConversionDirection } from './ConversionCard';
import { hexToText, textToHex } from './hex-demo-conversion';
import { TwoWayConverter } from './TwoWayConverter';

const encode: ConversionDirection = {
  name: 'text',
  title: 'Text to hex',
  input: { label: 'Text to encode', placeholder: 'e.g. Hello' },
  output: { label: 'Hex of your text', placeholder: 'The UTF-8 bytes in hex' },
  copyLabel: 'Copy hex',
  convert: textToHex,
  defaultValue: 'Hello',
};

const decode: ConversionDirection = {
  name: 'hex',
  title: 'Hex to text',
  input: { label: 'Hex to decode', placeholder: 'e.g. 48 65 6c 6c 6f' },
  output: { label: 'Text of your hex', placeholder: 'The decoded text' },
  copyLabel: 'Copy text',
  convert: hexToText,
  defaultValue: 'c3 28',
};

const spawnWorker = () => new Worker(new URL('./hex-demo.worker.ts', import.meta.url), { type: 'module' });

export default function TwoWayConverterDemo() {
  return <TwoWayConverter encode={encode} decode={decode} spawnWorker={spawnWorker} />;
}
