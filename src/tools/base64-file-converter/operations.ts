import { bytesToBase64 } from '../../lib/bytes';
import { bytesInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import {
  dataUrlPrefix,
  decodeBase64File,
  detectFileType,
  downloadFileName,
  revealFileType,
} from './base64-file-converter';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

/** The decoded file and the name to save it as (the page's "Download file"). */
interface SavedFile {
  file: Uint8Array;
  fileName: string;
}

const asciiBytes = (text: string) => new TextEncoder().encode(text);

export const base64FileDecode = operation({
  id: 'base64-file-decode',
  description: 'decode.description',
  input: textInput('base64', 'base64'),
  // Files are not fields: only the texts around them are.
  fields: {
    fileName: textField('file', { label: 'decode.fileName.label' }),
    extension: textField('', { label: 'decode.extension.label' }),
    base64: textField('', { label: 'decode.base64.label' }),
  },
  outputs: {
    file: { kind: 'file', label: 'decode.file' },
    fileName: { kind: 'text', label: 'decode.savedAs' },
  },
  run: (base64, { fileName, extension }) => {
    const decoded = decodeBase64File(base64);
    if (!decoded.ok) return decoded;
    // What the text reveals overrides the extension, as on the page.
    const revealed = revealFileType(base64)?.extension ?? extension;
    return ok<SavedFile>({ file: decoded.value.bytes, fileName: downloadFileName(fileName, revealed) });
  },
  examples: [
    {
      name: 'examples.gif',
      input: 'R0lGODlhAQABAAAAACw=',
      output: {
        file: Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2c),
        fileName: 'file.gif',
      },
    },
    { name: 'examples.jpeg', input: '/9j/4AAQSkZJRg==', output: { fileName: 'file.jpg' } },
    { name: 'examples.zip', input: 'UEsDBBQAAAAIAA==', output: { fileName: 'file.zip' } },
    {
      name: 'examples.json',
      input: 'data:application/json;base64,e30=',
      output: { file: asciiBytes('{}'), fileName: 'file.json' },
    },
    { input: 'aGV*bG8', error: 'common.errors.invalidBase64' },
  ],
});

export const base64FileEncode = operation({
  id: 'base64-file-encode',
  description: 'encode.description',
  input: bytesInput('file', 'encode.upload'),
  fields: { includePrefix: booleanField(true, { label: 'encode.includePrefix' }) },
  output: { kind: 'base64', label: 'encode.output.label' },
  // A file's bytes carry no type: its first bytes tell it, else the octet stream (the page has the
  // type the browser reports).
  run: (bytes, { includePrefix }) => {
    const prefix = includePrefix ? dataUrlPrefix(detectFileType(bytes)?.mimeType ?? '') : '';
    return ok(prefix + bytesToBase64(bytes));
  },
  examples: [
    {
      name: 'examples.text',
      input: asciiBytes('hi\n'),
      output: 'data:application/octet-stream;base64,aGkK',
    },
    { name: 'examples.payload', input: asciiBytes('hi\n'), options: { includePrefix: false }, output: 'aGkK' },
  ],
});

export const operations = toolOperations(base64FileDecode, base64FileEncode);
