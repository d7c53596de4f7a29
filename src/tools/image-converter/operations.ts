import { bytesInput, operationOf, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { imageFields } from './fields';
import { sniffFormat } from './image-bytes';
import type words from './locales/en.json';
import { failure } from '../../lib/operation/message';

export const convertImageOperation = operationOf<typeof words>()({
  id: 'image-convert',
  description: 'description',
  input: bytesInput('image', 'upload.label'),
  fields: imageFields,
  output: { kind: 'image', label: 'output' },
  browserOnly: 'reasons.browserOnly',
  // Converting needs the browser's decoders and canvas (see `browserOnly`), run by the page's
  // worker: outside one, only a file that is no image gives its answer; the e2e test converts.
  run: async (bytes): Promise<OperationResult<Uint8Array>> =>
    sniffFormat(bytes) === undefined ? failure('errors.unreadable') : failure('reasons.browserOnly'),
  examples: [
    {
      name: 'examples.notAnImage',
      input: new TextEncoder().encode('This is a plain text file, not a PNG image.\n'),
      error: 'errors.unreadable',
    },
  ],
});

export const operations = toolOperations(convertImageOperation);
