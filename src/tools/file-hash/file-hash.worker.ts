import { serveLatest } from '../../lib/worker/serve-latest';
import { chunkBytes, hashChunks, type Digests } from './file-hash';
import type { HashRequest } from './hash-queue';

/** Progress messages at most this often. */
const progressIntervalMs = 100;

/** The file in slices read one after the other: never the whole file in memory. */
async function* slices(file: Blob, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    signal.throwIfAborted();
    yield new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
  }
}

// Request: a file and the algorithms to compute. Progress: the bytes hashed so far.
serveLatest<HashRequest, Digests, number>(({ file, algorithms }, { signal, progress }) => {
  let shownAt = 0;
  return hashChunks(slices(file, signal), algorithms, {
    signal,
    onProgress: (bytes) => {
      const now = performance.now();
      if (now - shownAt < progressIntervalMs && bytes < file.size) return;
      shownAt = now;
      progress(bytes);
    },
  });
});
