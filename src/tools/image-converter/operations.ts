import { bytesInput, operationOf, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { imageFields, impliedResize } from './fields';
import * as images from './example-images';
import type words from './locales/en.json';

export const convertImageOperation = operationOf<typeof words>()({
  id: 'image-convert',
  description: 'description',
  input: bytesInput('image', 'upload.label'),
  fields: imageFields,
  output: { kind: 'image', label: 'output' },
  // Outside a browser the codecs are jSquash's (see node-convert.ts), loaded when it runs; the page
  // converts in its worker with the browser's decoders and canvas.
  run: async (bytes, options): Promise<OperationResult<Uint8Array>> => {
    const { convertBytes } = await import('./node-convert');
    return convertBytes(bytes, impliedResize(options));
  },
  // The outputs are the bytes jSquash's codecs (pinned versions) write; their formats, sizes and
  // pixels are checked in image-converter.test.ts.
  examples: [
    {
      name: 'examples.webpWidth',
      input: images.alphaPng,
      options: { format: 'webp', quality: 80, resize: 'width', width: '32' },
      output: images.alphaWebpWidth32,
    },
    {
      name: 'examples.avifCover',
      input: images.alphaPng,
      options: { format: 'avif', resize: 'box', width: '40', height: '40', lockRatio: false, fit: 'cover' },
      output: images.alphaAvifCover40,
    },
    {
      name: 'examples.icon',
      input: images.alphaPng,
      options: { format: 'ico', iconSizes: '16,32' },
      output: images.alphaIcon16And32,
    },
    {
      name: 'examples.jpegBackground',
      input: images.alphaPng,
      options: { format: 'jpeg', background: '#ffffff' },
      output: images.alphaJpeg,
    },
    {
      name: 'examples.upright',
      input: images.rotatedJpeg,
      options: { format: 'jpeg' },
      output: images.rotatedJpegUpright,
      notes: ['notes.metadataGps'],
    },
    {
      name: 'examples.svg',
      input: new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200"/></svg>',
      ),
      error: 'errors.needsBrowser',
    },
    {
      name: 'examples.notAnImage',
      input: new TextEncoder().encode('This is a plain text file, not a PNG image.\n'),
      error: 'errors.unreadable',
    },
  ],
});

export const operations = toolOperations(convertImageOperation);
