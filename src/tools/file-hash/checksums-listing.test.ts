import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../lib/bytes';
import { hexToBytes } from '../../lib/hex';
import { inEnglish } from '../../test/words';
import type { AlgorithmId } from './algorithms';
import {
  algorithmOfListingName,
  algorithmsNeeded,
  baseName,
  ignoredNotes,
  matchEntries,
  parseListing,
  summaryText,
  unescapeName,
  verificationText,
  verifyListing,
  type FileDigests,
  type Listing,
} from './checksums-listing';
import type { Digests } from './file-hash';
import words from './locales/en.json';

const loremSha256 = '88ddafc6b255c23d619c961e8c9da9e0a6ae4f5214b64d6fa751ad298bbf53e9';
const emptySha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const abcMd5 = '900150983cd24fb0d6963f7d28e17f72';
const abcSha3 = '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532';
const abcBlake3 = '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85';
const abcSha512 =
  'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f';
const abcBlake2b =
  'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923';

/** What a listing holds, readably: line, name, algorithm, hex digest. */
const readable = (listing: Listing) =>
  listing.entries.map(({ line, name, algorithm, digest }) => [line, name, algorithm, bytesToHex(digest)]);

const file = (name: string, digests: Partial<Record<AlgorithmId, string>>): FileDigests => ({
  name,
  digests: Object.fromEntries(Object.entries(digests).map(([id, hex]) => [id, hexToBytes(hex)])) as Digests,
});

describe('parseListing', () => {
  it('reads GNU lines, in text and binary mode, skipping blank and # lines', () => {
    const listing = parseListing(
      [`# made by sha256sum`, '', `${loremSha256} *lorem.txt`, `${emptySha256}  ./dist/missing.iso`, ''].join('\n'),
    );
    expect(readable(listing)).toEqual([
      [3, 'lorem.txt', 'sha256', loremSha256],
      [4, './dist/missing.iso', 'sha256', emptySha256],
    ]);
    expect(listing.ignored).toEqual([]);
  });

  it('reads Windows line endings and names with spaces', () => {
    const listing = parseListing(`${abcMd5}  my file (1).txt\r\n${abcMd5} *C:\\Downloads\\a b.iso\r\n`);
    expect(readable(listing).map(([, name]) => name)).toEqual(['my file (1).txt', 'C:\\Downloads\\a b.iso']);
  });

  it('reads GNU escaped names: a leading backslash, then \\\\ and \\n', () => {
    const listing = parseListing(`\\${abcMd5}  dir\\\\new\\nline.txt\n${abcMd5}  plain\\name.txt`);
    expect(readable(listing).map(([, name]) => name)).toEqual(['dir\\new\nline.txt', 'plain\\name.txt']);
    expect(unescapeName('a\\\\b\\nc\\rd')).toBe('a\\b\nc\rd');
  });

  it('reads BSD and OpenSSL tags, in any case, and their algorithms', () => {
    const listing = parseListing(
      [
        `SHA3-256 (abc.txt) = ${abcSha3}`,
        `SHA2-256(abc.txt)= ${emptySha256}`,
        `MD5 (abc.txt) = ${abcMd5}`,
        `blake3 (abc.txt) = ${abcBlake3}`,
        `BLAKE2b (abc.txt) = ${abcBlake2b}`,
        `BLAKE2B-512(abc.txt)= ${abcBlake2b}`,
        `SHA512 (name (with) parens.txt) = ${abcSha512}`,
        `CRC32 (abc.txt) = 352441C2`,
        `\\SHA1 (a\\nb) = a9993e364706816aba3e25717850c26c9cd0d89d`,
      ].join('\n'),
    );
    expect(readable(listing).map(([, name, algorithm]) => [name, algorithm])).toEqual([
      ['abc.txt', 'sha3-256'],
      ['abc.txt', 'sha256'],
      ['abc.txt', 'md5'],
      ['abc.txt', 'blake3'],
      ['abc.txt', 'blake2b-512'],
      ['abc.txt', 'blake2b-512'],
      ['name (with) parens.txt', 'sha512'],
      ['abc.txt', 'crc32'],
      ['a\nb', 'sha1'],
    ]);
    expect(listing.ignored).toEqual([]);
  });

  it('ignores tags it does not support, naming them, and tagged lines with a digest of the wrong length', () => {
    const listing = parseListing(
      [`MD5 (abc.txt) = ${abcMd5}`, `BLAKE2b-256 (abc.txt) = ${emptySha256}`, `SHA256 (abc.txt) = ${abcMd5}`].join(
        '\n',
      ),
    );
    expect(listing.entries).toHaveLength(1);
    expect(listing.ignored).toEqual([{ line: 2, tag: 'BLAKE2b-256' }, { line: 3 }]);
    expect(ignoredNotes(listing.ignored).map((note) => inEnglish(note, words))).toEqual([
      'Line 2 was ignored: BLAKE2b-256 is not supported.',
      'Line 3 was ignored: not a checksum line.',
    ]);
  });

  it('reads SFV lines as CRC32, with ; comments', () => {
    const listing = parseListing('; made by some tool\nabc.txt 352441C2\nmy song.mp3    DEADBEEF\n', {
      listingName: 'album.sfv',
    });
    expect(readable(listing)).toEqual([
      [2, 'abc.txt', 'crc32', '352441c2'],
      [3, 'my song.mp3', 'crc32', 'deadbeef'],
    ]);
    expect(readable(parseListing('abc.txt 352441c2'))).toEqual([[1, 'abc.txt', 'crc32', '352441c2']]);
  });

  it('reads a lone digest, with no name', () => {
    expect(readable(parseListing(`  ${loremSha256}  `))).toEqual([[1, undefined, 'sha256', loremSha256]]);
  });

  it('chooses the algorithm of an untagged line by its length when nothing else says', () => {
    const lines = [
      '352441c2  a',
      `${abcMd5}  a`,
      'a9993e364706816aba3e25717850c26c9cd0d89d  a',
      `${emptySha256}  a`,
      `${'ab'.repeat(48)}  a`,
      `${abcSha512}  a`,
    ];
    expect(parseListing(lines.join('\n')).entries.map((entry) => entry.algorithm)).toEqual([
      'crc32',
      'md5',
      'sha1',
      'sha256',
      'sha384',
      'sha512',
    ]);
  });

  it("chooses it by the checksums file's name before the length", () => {
    expect(algorithmOfListingName('SHA256SUMS')).toBe('sha256');
    expect(algorithmOfListingName('release/ubuntu.iso.sha256')).toBe('sha256');
    expect(algorithmOfListingName('MD5SUMS')).toBe('md5');
    expect(algorithmOfListingName('x.md5')).toBe('md5');
    expect(algorithmOfListingName('SHA1SUMS')).toBe('sha1');
    expect(algorithmOfListingName('x.sha1')).toBe('sha1');
    expect(algorithmOfListingName('SHA512SUMS')).toBe('sha512');
    expect(algorithmOfListingName('x.SHA512')).toBe('sha512');
    expect(algorithmOfListingName('B3SUMS')).toBe('blake3');
    expect(algorithmOfListingName('x.b3')).toBe('blake3');
    expect(algorithmOfListingName('x.sfv')).toBe('crc32');
    expect(algorithmOfListingName('checksums.txt')).toBeUndefined();
    expect(algorithmOfListingName(undefined)).toBeUndefined();
    // 64 hex digits: SHA-256 by length, BLAKE3 by the name B3SUMS.
    expect(parseListing(`${abcBlake3}  abc.txt`).entries[0].algorithm).toBe('sha256');
    expect(parseListing(`${abcBlake3}  abc.txt`, { listingName: 'B3SUMS' }).entries[0].algorithm).toBe('blake3');
    // A digest of another length than the name's algorithm is not a line of that file.
    expect(parseListing(`${abcMd5}  abc.txt`, { listingName: 'SHA256SUMS' }).ignored).toEqual([{ line: 1 }]);
  });

  it('takes the chosen algorithm over the name and the length, for untagged lines only', () => {
    const listing = parseListing(`${abcSha3}  abc.txt\nMD5 (abc.txt) = ${abcMd5}\n${abcMd5}  b.txt`, {
      algorithm: 'sha3-256',
      listingName: 'SHA256SUMS',
    });
    expect(readable(listing).map(([line, , algorithm]) => [line, algorithm])).toEqual([
      [1, 'sha3-256'],
      [2, 'md5'],
    ]);
    expect(listing.ignored).toEqual([{ line: 3 }]);
  });

  it('warns of five ignored lines at most, then "… and N more"', () => {
    const listing = parseListing(Array.from({ length: 8 }, (_, index) => `garbage ${index}`).join('\n'));
    const notes = ignoredNotes(listing.ignored).map((note) => inEnglish(note, words));
    expect(notes).toEqual([
      'Line 1 was ignored: not a checksum line.',
      'Line 2 was ignored: not a checksum line.',
      'Line 3 was ignored: not a checksum line.',
      'Line 4 was ignored: not a checksum line.',
      'Line 5 was ignored: not a checksum line.',
      '… and 3 more',
    ]);
    expect(ignoredNotes(parseListing('a\nb\nc\nd\ne').ignored)).toHaveLength(5);
  });

  it('does not take words for a tag', () => {
    expect(parseListing('Hello (world) = yes').ignored).toEqual([{ line: 1 }]);
  });
});

describe('matching entries with the dropped files', () => {
  it('matches by base name, case-sensitive, an exact path first', () => {
    const listing = parseListing(
      [
        `${abcMd5}  ./dist/abc.txt`,
        `${abcMd5}  C:\\files\\abc.txt`,
        `${abcMd5}  ABC.TXT`,
        `${abcMd5}  other/abc.txt`,
        `${abcMd5}  missing.iso`,
      ].join('\n'),
    );
    expect(matchEntries(listing.entries, ['x/abc.txt', 'other/abc.txt'])).toEqual([0, 0, undefined, 1, undefined]);
    expect(baseName('a/b\\c.txt')).toBe('c.txt');
  });

  it('applies a lone digest to the only dropped file', () => {
    const listing = parseListing(abcMd5);
    expect(matchEntries(listing.entries, ['abc.txt'])).toEqual([0]);
    expect(matchEntries(listing.entries, ['abc.txt', 'b'])).toEqual([undefined]);
    expect(matchEntries(listing.entries, [])).toEqual([undefined]);
  });

  it('asks for the algorithms each file needs', () => {
    const listing = parseListing(`SHA3-256 (abc.txt) = ${abcSha3}\nMD5 (abc.txt) = ${abcMd5}\nMD5 (b) = ${abcMd5}`);
    expect(algorithmsNeeded(listing, ['lorem.txt', 'abc.txt'])).toEqual(new Map([[1, ['md5', 'sha3-256']]]));
  });
});

describe('verifyListing', () => {
  it('says OK and missing for the sha256sum listing (example 5)', () => {
    const listing = parseListing(`${loremSha256} *lorem.txt\n${emptySha256}  ./dist/missing.iso`);
    const verification = verifyListing(listing, [file('lorem.txt', { sha256: loremSha256 })]);
    expect(verificationText(verification)).toBe(
      'lorem.txt: OK (SHA-256)\n./dist/missing.iso: missing (SHA-256)\n1 OK, 1 missing',
    );
  });

  it('says OK, FAILED and warns of the garbage line for the tagged listing (example 6)', () => {
    const listing = parseListing(`SHA3-256 (abc.txt) = ${abcSha3}\nMD5 (abc.txt) = ${abcMd5.slice(0, -1)}3\ngarbage`);
    const verification = verifyListing(listing, [file('abc.txt', { md5: abcMd5, 'sha3-256': abcSha3 })]);
    expect(verificationText(verification)).toBe('abc.txt: OK (SHA3-256)\nabc.txt: FAILED (MD5)\n1 OK, 1 FAILED');
    expect(ignoredNotes(listing.ignored).map((note) => inEnglish(note, words))).toEqual([
      'Line 3 was ignored: not a checksum line.',
    ]);
  });

  it('lists the dropped files the listing does not name, and entries still pending', () => {
    const listing = parseListing(`${abcMd5}  abc.txt\n${emptySha256}  gone.iso`);
    const verification = verifyListing(listing, [file('abc.txt', {}), file('extra.bin', { md5: abcMd5 })]);
    expect(verification.entries.map((entry) => entry.status)).toEqual(['pending', 'missing']);
    expect(verification.notListed).toEqual(['extra.bin']);
    expect(verificationText(verification)).toBe(
      'abc.txt: pending (MD5)\ngone.iso: missing (SHA-256)\nextra.bin: not listed\n1 missing, 1 not listed',
    );
  });

  it('names a lone digest after its file, or - when it has none', () => {
    const listing = parseListing('352441c2');
    expect(verificationText(verifyListing(listing, [file('abc.txt', { crc32: '352441c2' })]))).toBe(
      'abc.txt: OK (CRC32)\n1 OK',
    );
    expect(verificationText(verifyListing(listing, []))).toBe('-: missing (CRC32)\n1 missing');
  });

  it('counts in the order OK, FAILED, missing, not listed, leaving out zeros', () => {
    expect(summaryText({ ok: 2, failed: 1, missing: 3, notListed: 4 })).toBe('2 OK, 1 FAILED, 3 missing, 4 not listed');
    expect(summaryText({ ok: 0, failed: 0, missing: 1, notListed: 0 })).toBe('1 missing');
    expect(summaryText({ ok: 0, failed: 0, missing: 0, notListed: 0 })).toBe('');
  });
});
