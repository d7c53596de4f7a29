import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { decodeBase64, encodeBase64 } from './base64-string-converter';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

export const base64Encode = operation({
  id: 'base64-encode',
  description: 'encode.description',
  input: textInput('text', 'text'),
  fields: {
    encodeUrlSafe: booleanField(false, { persist: true, label: 'encode.urlSafe' }),
    text: textField('', { label: 'encode.input.label' }),
  },
  output: { kind: 'base64', label: 'encode.output.label' },
  run: (text, { encodeUrlSafe }) => ok(encodeBase64(text, { urlSafe: encodeUrlSafe })),
  examples: [
    { input: 'hello world', output: 'aGVsbG8gd29ybGQ=' },
    { input: '✓ à la mode', output: '4pyTIMOgIGxhIG1vZGU=' },
    { input: 'IT-Tools 🚀', output: 'SVQtVG9vbHMg8J+agA==' },
    { input: 'IT-Tools 🚀', options: { encodeUrlSafe: true }, output: 'SVQtVG9vbHMg8J-agA' },
  ],
});

export const base64Decode = operation({
  id: 'base64-decode',
  description: 'decode.description',
  input: textInput('base64', 'base64'),
  fields: {
    decodeUrlSafe: booleanField(false, { persist: true, label: 'decode.urlSafe' }),
    base64: textField('', { label: 'decode.input.label' }),
  },
  output: { kind: 'text', label: 'decode.output.label' },
  run: (base64, { decodeUrlSafe }) => decodeBase64(base64, { urlSafe: decodeUrlSafe }),
  examples: [
    { input: 'data:text/plain;base64,SVQtVG9vbHM=', output: 'IT-Tools' },
    { input: 'SVQtVG9vbHMg8J-agA', options: { decodeUrlSafe: true }, output: 'IT-Tools 🚀' },
    { input: 'bG9yZW0gaXBzdW0', output: 'lorem ipsum' },
    { input: 'aGn/', output: 'hi\uFFFD', notes: ['notes.invalidUtf8'] },
    { input: 'SVQtVG9vbHMg8J-agA', error: 'common.errors.invalidBase64' },
  ],
});

export const operations = toolOperations(base64Encode, base64Decode);
