import { serveLatest, yieldToEvents } from '../../lib/worker/serve-latest';
import { encodeFileToBase64, type EncodedFile } from './base64-file-converter';

// Request: the file. Progress: the share of its bytes encoded so far, from 0 to 1.
serveLatest<Blob, EncodedFile, number>((file, { signal, progress }) =>
  encodeFileToBase64(file, {
    signal,
    onChunk: async (encodedBytes, totalBytes) => {
      progress(encodedBytes / totalBytes);
      await yieldToEvents();
    },
  }),
);
