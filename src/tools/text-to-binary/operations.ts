import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { binaryToText, textToBinary } from './text-to-binary';

const operation = operationOf<typeof words>();

export const textToBinaryOperation = operation({
  id: 'text-to-binary',
  description: 'toBinary.description',
  input: textInput('text', 'text'),
  fields: { text: textField('', { label: 'toBinary.input.label' }) },
  output: { kind: 'binary', label: 'toBinary.output.label' },
  run: (text) => ok(textToBinary(text)),
  examples: [
    { input: 'Hi!', output: '01001000 01101001 00100001' },
    { input: 'é', output: '11000011 10101001' },
    { input: '文', output: '11100110 10010110 10000111' },
  ],
});

export const binaryToTextOperation = operation({
  id: 'binary-to-text',
  description: 'fromBinary.description',
  input: textInput('binary', 'binary'),
  fields: { binary: textField('', { label: 'fromBinary.input.label' }) },
  output: { kind: 'text', label: 'fromBinary.output.label' },
  run: (binary) => binaryToText(binary),
  examples: [
    { input: '01001000 01101001', output: 'Hi' },
    { input: '0100100', error: 'errors.partialByte' },
  ],
});

export const operations = toolOperations(textToBinaryOperation, binaryToTextOperation);
