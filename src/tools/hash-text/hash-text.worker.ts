import { serveLatest, yieldToEvents } from '../../lib/worker/serve-latest';
import { digestAllChunked, workerChunkBytes, type RawDigests } from './hash-text';

// Request: the text. Progress: the share of its bytes hashed so far, from 0 to 1.
serveLatest<string, RawDigests, number>((text, { signal, progress }) =>
  digestAllChunked(text, {
    chunkSize: workerChunkBytes,
    signal,
    onYield: async (hashedBytes, totalBytes) => {
      progress(hashedBytes / totalBytes);
      await yieldToEvents();
    },
  }),
);
