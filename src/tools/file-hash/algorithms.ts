/** The algorithms, in the order of the page's checkboxes; the ids are public (links, storage, the command line). */
export const algorithmIds = [
  'md5',
  'sha1',
  'sha256',
  'sha384',
  'sha512',
  'sha3-256',
  'blake2b-512',
  'blake3',
  'crc32',
] as const;

export type AlgorithmId = (typeof algorithmIds)[number];

export interface AlgorithmInfo {
  /** Its shown name, the same in every language. */
  name: string;
  /** The tag of its BSD checksum lines (`sha256sum --tag`, `b2sum --tag`). */
  tag: string;
  /** Digest length in bytes. */
  bytes: number;
  /**
   * Rough cost per byte, relative to the others (inverse of hash-wasm's speed), to share the work
   * of several algorithms fairly between workers.
   */
  cost: number;
}

export const algorithms: Readonly<Record<AlgorithmId, AlgorithmInfo>> = {
  md5: { name: 'MD5', tag: 'MD5', bytes: 16, cost: 1 / 379 },
  sha1: { name: 'SHA-1', tag: 'SHA1', bytes: 20, cost: 1 / 464 },
  sha256: { name: 'SHA-256', tag: 'SHA256', bytes: 32, cost: 1 / 128 },
  sha384: { name: 'SHA-384', tag: 'SHA384', bytes: 48, cost: 1 / 157 },
  sha512: { name: 'SHA-512', tag: 'SHA512', bytes: 64, cost: 1 / 157 },
  'sha3-256': { name: 'SHA3-256', tag: 'SHA3-256', bytes: 32, cost: 1 / 183 },
  'blake2b-512': { name: 'BLAKE2b-512', tag: 'BLAKE2b', bytes: 64, cost: 1 / 456 },
  blake3: { name: 'BLAKE3', tag: 'BLAKE3', bytes: 32, cost: 1 / 303 },
  crc32: { name: 'CRC32', tag: 'CRC32', bytes: 4, cost: 1 / 871 },
};

export const defaultAlgorithms: readonly AlgorithmId[] = ['md5', 'sha1', 'sha256'];

export function isAlgorithmId(value: string): value is AlgorithmId {
  return (algorithmIds as readonly string[]).includes(value);
}

/** `ids` in checkbox order, each once. */
export function inPageOrder(ids: Iterable<AlgorithmId>): AlgorithmId[] {
  const set = new Set(ids);
  return algorithmIds.filter((id) => set.has(id));
}

/** The algorithms whose digest is `bytes` long, in page order (16 → MD5; 32 → SHA-256, SHA3-256, BLAKE3). */
export function algorithmsOfLength(bytes: number): AlgorithmId[] {
  return algorithmIds.filter((id) => algorithms[id].bytes === bytes);
}

/** Digest byte lengths a pasted checksum may have. */
export const digestLengths: readonly number[] = [...new Set(algorithmIds.map((id) => algorithms[id].bytes))].sort(
  (a, b) => a - b,
);

/**
 * The ticked algorithms as a link and storage write them, `md5,sha1,sha256` (page order); an empty
 * text is "none ticked".
 */
export function formatAlgorithmList(ids: Iterable<AlgorithmId>): string {
  return inPageOrder(ids).join(',');
}

/** Reads `md5,sha256` (any case, spaces ignored, any order); undefined when an item is unknown. */
export function parseAlgorithmList(text: string): AlgorithmId[] | undefined {
  const items = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  if (!items.every(isAlgorithmId)) return undefined;
  return inPageOrder(items as AlgorithmId[]);
}

/**
 * Shares `ids` between at most `workers` groups so that each group's cost is about the same
 * (the costliest first, each to the lightest group so far). Groups keep page order inside.
 */
export function spreadOverWorkers(ids: readonly AlgorithmId[], workers: number): AlgorithmId[][] {
  const count = Math.max(1, Math.min(Math.floor(workers), ids.length));
  const groups: { ids: AlgorithmId[]; cost: number }[] = Array.from({ length: count }, () => ({ ids: [], cost: 0 }));
  const costliestFirst = [...ids].sort((a, b) => algorithms[b].cost - algorithms[a].cost);
  for (const id of costliestFirst) {
    const lightest = groups.reduce((best, group) => (group.cost < best.cost ? group : best));
    lightest.ids.push(id);
    lightest.cost += algorithms[id].cost;
  }
  return groups.filter((group) => group.ids.length > 0).map((group) => inPageOrder(group.ids));
}
