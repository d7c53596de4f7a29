import { hexToBytes } from '../../lib/hex';
import { sameBytes } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import { algorithmIds, algorithms, inPageOrder, type AlgorithmId } from './algorithms';
import { readDigestText, type Digests } from './file-hash';

/** The "Checksums algorithm" select: `auto` or one algorithm, for lines that do not name theirs. */
export const checksumsAlgorithms = ['auto', ...algorithmIds] as const;
export type ChecksumsAlgorithm = (typeof checksumsAlgorithms)[number];

/** One checksum of a listing. */
export interface ListingEntry {
  /** Its line number, from 1. */
  line: number;
  /** The name as listed (unescaped); undefined for a lone digest. */
  name: string | undefined;
  algorithm: AlgorithmId;
  digest: Uint8Array;
}

export type IgnoredLine = { line: number; tag?: undefined } | { line: number; tag: string };

export interface Listing {
  entries: ListingEntry[];
  /** Lines not understood; `tag` when the line names an algorithm this tool lacks. */
  ignored: IgnoredLine[];
}

/** BSD and OpenSSL tags (case-insensitive) and their algorithm. */
const tagAlgorithms: Readonly<Record<string, AlgorithmId>> = {
  md5: 'md5',
  sha1: 'sha1',
  sha256: 'sha256',
  'sha2-256': 'sha256',
  sha384: 'sha384',
  'sha2-384': 'sha384',
  sha512: 'sha512',
  'sha2-512': 'sha512',
  'sha3-256': 'sha3-256',
  blake2b: 'blake2b-512',
  'blake2b-512': 'blake2b-512',
  blake3: 'blake3',
  crc32: 'crc32',
};

/** The algorithm a listing's file name implies (`SHA256SUMS`, `x.sha256`…), if any. */
const listingNames: readonly [RegExp, AlgorithmId][] = [
  [/^sha256sums$|\.sha256$/i, 'sha256'],
  [/^md5sums$|\.md5$/i, 'md5'],
  [/^sha1sums$|\.sha1$/i, 'sha1'],
  [/^sha512sums$|\.sha512$/i, 'sha512'],
  [/^b3sums$|\.b3$/i, 'blake3'],
  [/\.sfv$/i, 'crc32'],
];

/** The algorithm of an untagged digest of this many bytes when nothing else says. */
const algorithmOfLength: Readonly<Record<number, AlgorithmId>> = {
  4: 'crc32',
  16: 'md5',
  20: 'sha1',
  32: 'sha256',
  48: 'sha384',
  64: 'sha512',
};

/** The part of a path after its last `/` or `\`. */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

export function algorithmOfListingName(name: string | undefined): AlgorithmId | undefined {
  if (!name) return undefined;
  const base = baseName(name);
  return listingNames.find(([pattern]) => pattern.test(base))?.[1];
}

const bsdForm = /^(\\?)([A-Za-z0-9][\w-]*) ?\((.*)\) ?= ?(\S+)$/s;
const gnuForm = /^(\\?)([0-9a-fA-F]+)(?: [ *]| )(.+)$/s;
const sfvForm = /^(.+?)\s+([0-9a-fA-F]{8})$/s;
const loneForm = /^(?:0x)?([0-9a-fA-F]+)$/i;
/** What the digest of an algorithm this tool lacks may look like: hex or Base64, 8 characters or more. */
const digestLike = /^[A-Za-z0-9+/_-]{8,}={0,2}$/;

/** A name as GNU coreutils escapes it on a line starting with a backslash: `\\` and `\n` (and `\r`). */
export function unescapeName(text: string): string {
  return text.replace(/\\([\\nr])/g, (_, character: string) =>
    character === 'n' ? '\n' : character === 'r' ? '\r' : '\\',
  );
}

function readHex(hex: string): Uint8Array | undefined {
  return hex.length % 2 === 0 ? hexToBytes(hex) : undefined;
}

interface Untagged {
  name: string | undefined;
  digest: Uint8Array;
}

/** A line without a tag: GNU, SFV or a lone digest; SFV first for a `.sfv` listing. */
function readUntagged(line: string, sfvFirst: boolean): Untagged | undefined {
  const sfv = (): Untagged | undefined => {
    const match = sfvForm.exec(line);
    return match ? { name: match[1], digest: hexToBytes(match[2]) } : undefined;
  };
  const gnu = (): Untagged | undefined => {
    const match = gnuForm.exec(line);
    const digest = match && readHex(match[2]);
    if (!match || !digest || algorithmOfLength[digest.length] === undefined) return undefined;
    return { name: match[1] ? unescapeName(match[3]) : match[3], digest };
  };
  const lone = (): Untagged | undefined => {
    const match = loneForm.exec(line);
    const digest = match && readHex(match[1]);
    return digest && algorithmOfLength[digest.length] !== undefined ? { name: undefined, digest } : undefined;
  };
  return sfvFirst ? (sfv() ?? gnu() ?? lone()) : (gnu() ?? lone() ?? sfv());
}

export interface ListingOptions {
  /** The "Checksums algorithm" select. */
  algorithm?: ChecksumsAlgorithm;
  /** The name of the loaded checksums file, for the automatic choice. */
  listingName?: string;
}

/**
 * Reads a checksums listing: GNU (`sha256sum`, `b3sum`…, binary mode and escaped names), BSD
 * tagged (`--tag`, `openssl dgst`), SFV and lone digests; blank, `#` and `;` lines skipped. A line
 * without a tag takes the chosen algorithm, else the one the listing's file name implies, else the
 * one its digest's length implies.
 */
export function parseListing(text: string, { algorithm = 'auto', listingName }: ListingOptions = {}): Listing {
  const entries: ListingEntry[] = [];
  const ignored: IgnoredLine[] = [];
  const fromName = algorithmOfListingName(listingName);
  const sfvFirst = fromName === 'crc32';
  text.split('\n').forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const number = index + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) return;
    const tagged = bsdForm.exec(trimmed);
    if (tagged) {
      const [, escaped, tag, name, digestText] = tagged;
      const id = tagAlgorithms[tag.toLowerCase()];
      if (!id) {
        // Another algorithm's line (BLAKE2b-256…), or words that merely look like one.
        ignored.push(digestLike.test(digestText) ? { line: number, tag } : { line: number });
        return;
      }
      const digest = readDigestText(digestText);
      if (!digest || digest.length !== algorithms[id].bytes) ignored.push({ line: number });
      else entries.push({ line: number, name: escaped ? unescapeName(name) : name, algorithm: id, digest });
      return;
    }
    const untagged = readUntagged(trimmed, sfvFirst);
    const id = untagged && (algorithm !== 'auto' ? algorithm : (fromName ?? algorithmOfLength[untagged.digest.length]));
    if (!untagged || !id || algorithms[id].bytes !== untagged.digest.length) {
      ignored.push({ line: number });
      return;
    }
    entries.push({ line: number, name: untagged.name, algorithm: id, digest: untagged.digest });
  });
  return { entries, ignored };
}

/** Warnings shown for ignored lines. */
export const maxIgnoredShown = 5;

/** "Line 3 was ignored: not a checksum line." for the first five, then "… and N more". */
export function ignoredNotes(ignored: readonly IgnoredLine[]): Message[] {
  const shown = ignored
    .slice(0, maxIgnoredShown)
    .map(({ line, tag }) =>
      tag === undefined
        ? message('verify.ignored.notChecksum', { line })
        : message('verify.ignored.unsupported', { line, tag }),
    );
  const more = ignored.length - shown.length;
  return more > 0 ? [...shown, message('verify.ignored.more', { more })] : shown;
}

/**
 * The dropped file each entry is about, by index: the file of exactly the listed path, else the
 * first with the same base name (case-sensitive); a lone digest is about the only file, if one.
 */
export function matchEntries(entries: readonly ListingEntry[], fileNames: readonly string[]): (number | undefined)[] {
  return entries.map(({ name }) => {
    if (name === undefined) return fileNames.length === 1 ? 0 : undefined;
    const exact = fileNames.indexOf(name);
    if (exact !== -1) return exact;
    const base = baseName(name);
    const byBase = fileNames.findIndex((fileName) => baseName(fileName) === base);
    return byBase === -1 ? undefined : byBase;
  });
}

/** The algorithms the listing needs computed, by file index. */
export function algorithmsNeeded(listing: Listing, fileNames: readonly string[]): Map<number, AlgorithmId[]> {
  const needed = new Map<number, Set<AlgorithmId>>();
  matchEntries(listing.entries, fileNames).forEach((file, index) => {
    if (file === undefined) return;
    const set = needed.get(file) ?? new Set<AlgorithmId>();
    set.add(listing.entries[index].algorithm);
    needed.set(file, set);
  });
  return new Map([...needed].map(([file, set]) => [file, inPageOrder(set)]));
}

export type EntryStatus = 'ok' | 'failed' | 'missing' | 'pending';

export interface EntryResult {
  /** As listed; a lone digest takes its file's name, or `-` without one. */
  name: string;
  algorithm: AlgorithmId;
  status: EntryStatus;
}

export interface VerifyCounts {
  ok: number;
  failed: number;
  missing: number;
  notListed: number;
}

export interface Verification {
  entries: EntryResult[];
  /** Dropped files no entry is about, by name. */
  notListed: string[];
  counts: VerifyCounts;
}

export interface FileDigests {
  name: string;
  /** Computed so far; an entry whose digest is not there yet is pending. */
  digests: Digests;
}

/** Each entry's verdict against the dropped files, the files not listed, and the counts. */
export function verifyListing(listing: Listing, files: readonly FileDigests[]): Verification {
  const fileNames = files.map((file) => file.name);
  const matched = matchEntries(listing.entries, fileNames);
  const entries = listing.entries.map(({ name, algorithm, digest }, index): EntryResult => {
    const file = matched[index];
    const shownName = name ?? (file === undefined ? '-' : fileNames[file]);
    if (file === undefined) return { name: shownName, algorithm, status: 'missing' };
    const computed = files[file].digests[algorithm];
    if (!computed) return { name: shownName, algorithm, status: 'pending' };
    return { name: shownName, algorithm, status: sameBytes(computed, digest) ? 'ok' : 'failed' };
  });
  const listed = new Set(matched.filter((file) => file !== undefined));
  const notListed = fileNames.filter((_, index) => !listed.has(index));
  const count = (status: EntryStatus) => entries.filter((entry) => entry.status === status).length;
  return {
    entries,
    notListed,
    counts: { ok: count('ok'), failed: count('failed'), missing: count('missing'), notListed: notListed.length },
  };
}

/** `1 OK, 1 FAILED, 1 missing` (OK, FAILED, missing, not listed; zero counts left out). */
export function summaryText(counts: VerifyCounts): string {
  const parts = [
    [counts.ok, 'OK'],
    [counts.failed, 'FAILED'],
    [counts.missing, 'missing'],
    [counts.notListed, 'not listed'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, word]) => `${count} ${word}`)
    .join(', ');
}

const statusWords: Readonly<Record<EntryStatus, string>> = {
  ok: 'OK',
  failed: 'FAILED',
  missing: 'missing',
  pending: 'pending',
};

/**
 * The verification as text, as `sha256sum -c` would say it: `name: OK (SHA-256)` per entry,
 * `name: not listed` per unlisted file, then the summary.
 */
export function verificationText({ entries, notListed, counts }: Verification): string {
  const lines = [
    ...entries.map(({ name, algorithm, status }) => `${name}: ${statusWords[status]} (${algorithms[algorithm].name})`),
    ...notListed.map((name) => `${name}: not listed`),
  ];
  const summary = summaryText(counts);
  return [...lines, ...(summary ? [summary] : [])].join('\n');
}
