import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { decodeUrl, encodeUrl, encodingModes } from './url-encoder';

const operation = operationOf<typeof words>();

export const urlEncode = operation({
  id: 'url-encode',
  description: 'encode.description',
  input: textInput('text', 'text'),
  fields: {
    text: textField('Hello world :)', { label: 'encode.input.label' }),
    mode: choiceField('component', encodingModes, {
      label: 'encode.mode.label',
      choiceLabels: {
        component: 'encode.mode.component',
        fullUrl: 'encode.mode.fullUrl',
        rfc3986: 'encode.mode.rfc3986',
      },
    }),
  },
  output: { kind: 'percent-encoded', label: 'encode.output.label' },
  run: (text, { mode }) => encodeUrl(text, mode),
  examples: [
    { input: 'Hello world :)', output: 'Hello%20world%20%3A)' },
    { input: 'a+b=c&d', output: 'a%2Bb%3Dc%26d' },
  ],
});

export const urlDecode = operation({
  id: 'url-decode',
  description: 'decode.description',
  input: textInput('percent-encoded', 'encoded'),
  fields: {
    encoded: textField('Hello%20world%20%3A)', { label: 'decode.input.label' }),
    plusAsSpace: booleanField(false, { label: 'decode.plusAsSpace' }),
  },
  output: { kind: 'text', label: 'decode.output.label' },
  run: (text, { plusAsSpace }) => decodeUrl(text, plusAsSpace),
  examples: [
    { input: '%E2%9C%93%20ok', output: '✓ ok' },
    { input: '100%', error: 'errors.notPercentEncoded' },
  ],
});

export const operations = toolOperations(urlEncode, urlDecode);
