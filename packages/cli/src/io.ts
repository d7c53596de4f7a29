/** What a command reads and writes: the process's streams and files, or a test's stand-ins. */
export interface Io {
  /** Standard input, whole; undefined when it is a terminal (nothing piped). */
  readStdin(): Promise<Uint8Array | undefined>;
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  stdout(data: Uint8Array | string): void;
  stderr(text: string): void;
}
