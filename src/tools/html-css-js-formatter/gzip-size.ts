/**
 * The size of `text` (UTF-8) gzipped by the platform's CompressionStream: zlib's default level in
 * Node, and about the same in browsers (a few bytes may differ).
 */
export async function gzipSize(text: string): Promise<number> {
  const reader = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')).getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size;
    size += value.byteLength;
  }
}
