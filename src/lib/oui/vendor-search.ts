// Searches the registry by vendor name. Names are filed by the first two letters of each word at
// build time (scripts/oui), so a search fetches the one file of its most telling word.
import { message, type Message } from '../operation/message';
import { err, ok, type Result } from '../result';
import type { VendorSource } from './vendor-lookup';
import { vendorWordKey, vendorWords } from './vendor-words';

export interface VendorHit {
  name: string;
  /** MA-L prefix, 6 hex digits. */
  prefix: string;
}

export const vendorSearchMaxHits = 50;
export const vendorSearchTooVague: Message = message('common.oui.errors.tooVague');

const isNameShard = (value: unknown): value is [string, string[]][] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      Array.isArray(entry[1]) &&
      entry[1].every((prefix: unknown) => typeof prefix === 'string'),
  );

/** The word whose file the search reads: the longest one that is filed (not a stop word). */
function fileWord(words: readonly string[], source: VendorSource): string | undefined {
  const stop = new Set(source.stopWords);
  return words
    .filter((word) => vendorWordKey(word) !== undefined && !stop.has(word))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Vendors whose name has, for each word of the query, a word starting with it ("rasp pi" finds
 * Raspberry Pi); one hit per prefix, at most `vendorSearchMaxHits`. An error when the query has no
 * word specific enough to pick a file ("inc", "a").
 */
export async function searchVendors(query: string, source: VendorSource): Promise<Result<VendorHit[], Message>> {
  const words = vendorWords(query);
  if (words.length === 0) return ok([]);
  const word = fileWord(words, source);
  if (word === undefined) return err(vendorSearchTooVague);
  const key = vendorWordKey(word)!;
  if (!source.nameKeys.includes(key)) return ok([]);
  const shard = await source.load(`n/${key}.json`);
  if (!isNameShard(shard)) throw new Error(`Unreadable vendor names file n/${key}.json`);
  const hits: VendorHit[] = [];
  for (const [name, prefixes] of shard) {
    const nameWords = vendorWords(name);
    if (!words.every((queryWord) => nameWords.some((nameWord) => nameWord.startsWith(queryWord)))) continue;
    for (const prefix of prefixes) {
      hits.push({ name, prefix });
      if (hits.length === vendorSearchMaxHits) return ok(hits);
    }
  }
  return ok(hits);
}
