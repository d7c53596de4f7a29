// Finds the vendor of an address in the IEEE registry, split into files by prefix at build time
// (scripts/oui): one lookup fetches one small file, a bulk lookup only the files its addresses need.

/** Where the split registry is and how to read one of its files (a fetch in the page, memory in tests). */
export interface VendorSource {
  lookupPrefixes: readonly string[];
  nameKeys: readonly string[];
  stopWords: readonly string[];
  /** The parsed JSON of a file, by its path in the folder (`v/20.json`); rejects when it cannot. */
  load(path: string): Promise<unknown>;
}

export interface VendorMatch {
  /** The registry prefix that matched: 6 (MA-L), 7 (MA-M) or 9 (MA-S) hex digits. */
  prefix: string;
  /** Organisation, street, city and postcode, country: one element a line. */
  lines: string[];
}

// Longest first: a 6-digit block of the IEEE Registration Authority is divided into 7- and 9-digit ones.
const prefixLengths = [9, 7, 6];

/** The registry key of an address: ".", ":" and "-" removed, uppercase. */
export function lookupKey(address: string): string {
  return address.trim().replace(/[.:-]/g, '').toUpperCase();
}

/** The lookup file that holds the records for `key`, when some could match it. */
export function lookupFileFor(key: string, lookupPrefixes: readonly string[]): string | undefined {
  if (!/^[0-9A-F]{6}/.test(key)) return undefined;
  let best: string | undefined;
  for (const prefix of lookupPrefixes) if (key.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = prefix;
  // A 6-digit key under a block split deeper than 6 digits: any file under it has the block's record.
  best ??= lookupPrefixes.find((prefix) => prefix.startsWith(key));
  return best === undefined ? undefined : `v/${best}.json`;
}

const isRecordMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((record) => typeof record === 'string');

function matchIn(records: Record<string, string>, key: string): VendorMatch | undefined {
  for (const length of prefixLengths) {
    if (key.length < length) continue;
    const prefix = key.slice(0, length);
    if (Object.hasOwn(records, prefix)) return { prefix, lines: records[prefix].split('\n') };
  }
  return undefined;
}

/** The vendor of one address, undefined when the registry has none; rejects when its file cannot be read. */
export async function lookupVendor(address: string, source: VendorSource): Promise<VendorMatch | undefined> {
  const key = lookupKey(address);
  const file = lookupFileFor(key, source.lookupPrefixes);
  if (file === undefined) return undefined;
  const records = await source.load(file);
  if (!isRecordMap(records)) throw new Error(`Unreadable vendor file ${file}`);
  return matchIn(records, key);
}

/** The vendors of many addresses, in order; each file is read once however many addresses need it. */
export async function lookupVendors(
  addresses: readonly string[],
  source: VendorSource,
): Promise<(VendorMatch | undefined)[]> {
  const reads = new Map<string, Promise<unknown>>();
  const once: VendorSource = {
    ...source,
    load: (path) => {
      if (!reads.has(path)) reads.set(path, source.load(path));
      return reads.get(path)!;
    },
  };
  return Promise.all(addresses.map((address) => lookupVendor(address, once)));
}
