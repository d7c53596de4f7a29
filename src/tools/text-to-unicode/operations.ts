import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { textToUnicode, unicodeToText } from './text-to-unicode';

const operation = operationOf<typeof words>();

export const textToUnicodeOperation = operation({
  id: 'text-to-unicode',
  description: 'toUnicode.description',
  input: textInput('text', 'text'),
  fields: { text: textField('', { label: 'toUnicode.input.label' }) },
  output: { kind: 'unicode', label: 'toUnicode.output.label' },
  run: (text) => ok(textToUnicode(text)),
  examples: [
    { input: 'Hi!', output: '&#72;&#105;&#33;' },
    { input: '😀', output: '&#128512;' },
  ],
});

export const unicodeToTextOperation = operation({
  id: 'unicode-to-text',
  description: 'fromUnicode.description',
  input: textInput('unicode', 'unicode'),
  fields: { unicode: textField('', { label: 'fromUnicode.input.label' }) },
  output: { kind: 'text', label: 'fromUnicode.output.label' },
  run: (unicode) => ok(unicodeToText(unicode)),
  examples: [
    { input: '&#72;&#101;&#108;&#108;&#111;', output: 'Hello' },
    { input: '&#55357;&#56832;', output: '😀' },
  ],
});

export const operations = toolOperations(textToUnicodeOperation, unicodeToTextOperation);
