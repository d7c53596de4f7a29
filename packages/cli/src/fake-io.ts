import type { Io } from './io';

/** An Io for tests: standard input given, files in memory, outputs collected. */
export function fakeIo(stdin?: string | Uint8Array, files: Record<string, Uint8Array | string> = {}) {
  const written = new Map<string, Uint8Array | string>(Object.entries(files));
  const stdout: (Uint8Array | string)[] = [];
  const stderr: string[] = [];
  const io: Io = {
    readStdin: async () => (typeof stdin === 'string' ? new TextEncoder().encode(stdin) : stdin),
    async readFile(path) {
      const file = written.get(path);
      if (file === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return typeof file === 'string' ? new TextEncoder().encode(file) : file;
    },
    writeFile: async (path, data) => void written.set(path, data),
    stdout: (data) => void stdout.push(data),
    stderr: (text) => void stderr.push(text),
  };
  const text = (parts: (Uint8Array | string)[]) =>
    parts.map((part) => (typeof part === 'string' ? part : new TextDecoder().decode(part))).join('');
  return { io, files: written, stdout: () => text(stdout), stdoutParts: stdout, stderr: () => stderr.join('') };
}
