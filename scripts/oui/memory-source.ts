// The split registry served from memory, as the page would fetch it: for unit tests, which also
// count the files a lookup reads.
import type { VendorSource } from '../../src/lib/oui/vendor-lookup.ts';
import { buildVendorFiles, readVendorRecords } from './shards.ts';

let built: ReturnType<typeof buildVendorFiles> | undefined;

export function memoryVendorSource(): VendorSource & { reads: string[]; files: Map<string, string> } {
  built ??= buildVendorFiles(readVendorRecords());
  const { files, manifest } = built;
  const reads: string[] = [];
  return {
    ...manifest,
    files,
    reads,
    load: async (path) => {
      reads.push(path);
      const text = files.get(path);
      if (text === undefined) throw new Error(`No vendor file ${path}`);
      return JSON.parse(text) as unknown;
    },
  };
}
