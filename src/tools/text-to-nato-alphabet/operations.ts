import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { textToNatoAlphabet } from './text-to-nato-alphabet';

export const textToNato = operationOf<typeof words>()({
  id: 'text-to-nato',
  input: textInput('text', 'text'),
  fields: { text: textField('', { label: 'input.label' }) },
  output: { kind: 'text', label: 'output.label' },
  run: (text) => ok(textToNatoAlphabet(text)),
  examples: [
    { name: 'examples.sos', input: 'SOS', output: 'Sierra Oscar Sierra' },
    { name: 'examples.lowercase', input: 'abc', output: 'Alpha Bravo Charlie' },
    { name: 'examples.space', input: 'Hi 5', output: 'Hotel India   5' },
  ],
});

export const operations = toolOperations(textToNato);
