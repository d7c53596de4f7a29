import { readFile, writeFile } from 'node:fs/promises';
import type { Io } from './io';

/** The process's own streams and files. */
export const nodeIo: Io = {
  async readStdin() {
    if (process.stdin.isTTY) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  },
  readFile: async (path) => new Uint8Array(await readFile(path)),
  writeFile: (path, data) => writeFile(path, data),
  stdout: (data) => void process.stdout.write(data),
  stderr: (text) => void process.stderr.write(text),
};
