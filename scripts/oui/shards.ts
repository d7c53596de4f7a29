// Splits the IEEE vendor registry (the `oui-data` package: 5.6 MB of JSON) into small files, so a
// page fetches only the part it needs:
// - lookup files, one per address prefix, each at most `maxLookupShardGzipBytes` gzipped: a
//   prefix whose records weigh more is split by its next hex digit, again and again;
// - name files for the vendor search, one per first two letters of a word of the name (words
//   in very many names, such as "ltd" or "inc", are not filed: they would make huge files).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { vendorWordKey, vendorWords } from '../../src/lib/oui/vendor-words.ts';

/** Assignment prefix (6, 7 or 9 hex digits, uppercase) → record lines (organisation, street…). */
export type VendorRecords = Readonly<Record<string, string>>;

/** A name file: each vendor's name with its MA-L prefixes (6 hex digits). */
export type NameShard = [name: string, prefixes: string[]][];

export const maxLookupShardGzipBytes = 30 * 1024;
/** A word in more vendor names than this is not filed (see above). */
export const maxNamesPerWord = 600;
// Registry prefixes are at most 9 digits long: an 8-digit file holds at most 16 records.
const longestShardPrefix = 8;
// JSON that is this many times the limit cannot gzip under it: split without measuring.
const surelyTooLargeRatio = 8;
const hexDigits = '0123456789ABCDEF';

export const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

export function readVendorRecords(): VendorRecords {
  const file = createRequire(import.meta.url).resolve('oui-data');
  return JSON.parse(readFileSync(file, 'utf8')) as VendorRecords;
}

export function splitByPrefix(
  records: VendorRecords,
  maxGzipBytes = maxLookupShardGzipBytes,
): Map<string, Record<string, string>> {
  const shards = new Map<string, Record<string, string>>();
  const fits = (text: string) => text.length <= maxGzipBytes * surelyTooLargeRatio && gzipBytes(text) <= maxGzipBytes;
  const file = (prefix: string, entries: [string, string][]) => {
    const shard = Object.fromEntries(entries);
    if (prefix.length > 0 && (prefix.length >= longestShardPrefix || fits(JSON.stringify(shard)))) {
      shards.set(prefix, shard);
      return;
    }
    for (const digit of hexDigits) {
      const child = prefix + digit;
      // A record whose prefix ends here (a 6-digit block subdivided into 7- or 9-digit ones) is
      // the answer for every address under it that no longer prefix claims: each child keeps it.
      const inChild = entries.filter(([key]) => key.startsWith(child) || child.startsWith(key));
      if (inChild.length > 0) file(child, inChild);
    }
  };
  file(
    '',
    Object.entries(records).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return shards;
}

export function splitByNameWord(records: VendorRecords): { shards: Map<string, NameShard>; stopWords: string[] } {
  const prefixesByName = new Map<string, string[]>();
  for (const [prefix, record] of Object.entries(records)) {
    if (prefix.length !== 6) continue;
    const name = record.split('\n')[0].trim();
    if (name === '') continue;
    prefixesByName.set(name, [...(prefixesByName.get(name) ?? []), prefix]);
  }
  const names = [...prefixesByName.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  const wordCounts = new Map<string, number>();
  for (const name of names) for (const word of vendorWords(name)) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
  const stopWords = [...wordCounts].filter(([, count]) => count > maxNamesPerWord).map(([word]) => word);
  const stop = new Set(stopWords);

  const shards = new Map<string, NameShard>();
  for (const name of names) {
    const keys = new Set(
      vendorWords(name)
        .filter((word) => !stop.has(word))
        .map(vendorWordKey)
        .filter((key) => key !== undefined),
    );
    for (const key of keys) {
      const shard = shards.get(key) ?? [];
      shard.push([name, prefixesByName.get(name)!.sort()]);
      shards.set(key, shard);
    }
  }
  return { shards, stopWords: stopWords.sort() };
}

/** What the page needs to know to find a file: which prefixes and keys exist, and the stop words. */
export interface VendorManifest {
  lookupPrefixes: string[];
  nameKeys: string[];
  stopWords: string[];
}

export const lookupFile = (prefix: string) => `v/${prefix}.json`;
export const nameFile = (key: string) => `n/${key}.json`;

/** Every file's path (relative to the folder they share) and text, the manifest, and a hash of it all. */
export function buildVendorFiles(records: VendorRecords): {
  files: Map<string, string>;
  manifest: VendorManifest;
  hash: string;
} {
  const byPrefix = splitByPrefix(records);
  const { shards: byWord, stopWords } = splitByNameWord(records);
  const files = new Map<string, string>();
  for (const [prefix, shard] of byPrefix) files.set(lookupFile(prefix), JSON.stringify(shard));
  for (const [key, shard] of byWord) files.set(nameFile(key), JSON.stringify(shard));
  const manifest = { lookupPrefixes: [...byPrefix.keys()], nameKeys: [...byWord.keys()].sort(), stopWords };
  const hash = createHash('sha256');
  for (const [path, text] of files) hash.update(`${path}\n${text}\n`);
  return { files, manifest, hash: hash.digest('hex').slice(0, 10) };
}
