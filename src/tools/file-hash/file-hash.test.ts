import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { blake2b } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../lib/bytes';
import { hexToBytes } from '../../lib/hex';
import { inEnglish } from '../../test/words';
import {
  algorithmIds,
  algorithmsOfLength,
  formatAlgorithmList,
  parseAlgorithmList,
  spreadOverWorkers,
  type AlgorithmId,
} from './algorithms';
import {
  addedToCompare,
  bsdLine,
  bsdLines,
  compareNote,
  encodeDigest,
  hashChunks,
  inChunks,
  matchingAlgorithm,
  readExpectedChecksum,
  type Digests,
} from './file-hash';
import words from './locales/en.json';
import { fileHash } from './operations';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const abc = fixture('abc.txt');
const lorem = fixture('lorem.txt');
const sample = fixture('sample.bin');
const empty = fixture('empty.bin');

/** @noble/hashes (and zlib for CRC32, big-endian) as the reference. */
const reference: Record<AlgorithmId, (bytes: Uint8Array) => Uint8Array> = {
  md5,
  sha1,
  sha256,
  sha384,
  sha512,
  'sha3-256': sha3_256,
  'blake2b-512': (bytes) => blake2b(bytes, { dkLen: 64 }),
  blake3,
  crc32: (bytes) => {
    const value = crc32(bytes);
    return Uint8Array.of(value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
  },
};

const hexDigests = (digests: Digests) =>
  Object.fromEntries(Object.entries(digests).map(([id, digest]) => [id, bytesToHex(digest)]));

const hashAll = (bytes: Uint8Array, chunk = 1000) => hashChunks(inChunks(bytes, chunk), algorithmIds);

// The spec's digests (md5sum, sha*sum, b3sum, Python's hashlib and zlib).
const abcDigests = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  blake3: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
  crc32: '352441c2',
};

const loremDigests = {
  md5: '84f528b170ea16be510349f60c449d62',
  sha1: '19395502b973dd38ce8356df84286ad7efb2e305',
  sha256: '88ddafc6b255c23d619c961e8c9da9e0a6ae4f5214b64d6fa751ad298bbf53e9',
  sha384: '1245205f3b6be1a254106631be63d0d509a63defb5438974240c69854dd51c0145c5c91918d46a5714d77a06425bfe62',
  sha512:
    'd15ad021966c94b7913c5a2299f76107072da96ed7fe0ac60792bb6f08abf24556ac373f62d032a1e865a72056600b5058d1bb546207c85e0c493cbc3768bfeb',
  'sha3-256': 'ab62d88cb5f2b42f9497c1d423ae10bd50c0eb258009ccf43bcd990c591794c6',
  'blake2b-512':
    '51923d6cc4440728421a650e0bbbf948f4d23438b511e19b1d62f7efd00cab503621a32089db61e284e23a44e3f8be2ac4e88c87486b60cac9e0d1c5724f4c3a',
  blake3: '13933f80cd26ad37a153b07f91935898d890249edbc4181c912a470d24da5b1a',
  crc32: 'a1ce56c6',
};

const sampleSha512 =
  '034a1bd3ad5dbddf6c9aed6b1705661487e110dc7e158fe330c94363e8ffb53b1c92f883010fd73ce8a86115b7b4712ba0f3a9279760ed6220a5773eb54425f0';

describe('hashChunks', () => {
  it('gives the spec digests of abc.txt (example 1)', async () => {
    expect(abc).toHaveLength(3);
    expect(hexDigests(await hashAll(abc))).toMatchObject(abcDigests);
  });

  it('gives all nine digests of lorem.txt (example 2)', async () => {
    expect(lorem).toHaveLength(957);
    expect(hexDigests(await hashAll(lorem))).toEqual(loremDigests);
  });

  it('gives the digests of the empty file (example 4)', async () => {
    const digests = hexDigests(await hashAll(empty));
    expect(digests.md5).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(digests.sha256).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(digests.crc32).toBe('00000000');
  });

  it.each([
    ['abc.txt', abc],
    ['lorem.txt', lorem],
    ['sample.bin', sample],
    ['empty.bin', empty],
  ])('agrees with @noble/hashes and zlib on %s, whatever the chunk size', async (_name, bytes) => {
    const expected = Object.fromEntries(algorithmIds.map((id) => [id, bytesToHex(reference[id](bytes))]));
    expect(hexDigests(await hashAll(bytes, 1000))).toEqual(expected);
    expect(hexDigests(await hashAll(bytes, 7))).toEqual(expected);
    expect(hexDigests(await hashAll(bytes, 1))).toEqual(expected);
  });

  it('reads an async iterable once, reports the bytes hashed, and computes only the algorithms asked', async () => {
    const progress: number[] = [];
    async function* slices() {
      yield sample.subarray(0, 1000);
      yield sample.subarray(1000, 4000);
      yield sample.subarray(4000);
    }
    const digests = await hashChunks(slices(), ['crc32', 'sha512'], { onProgress: (bytes) => progress.push(bytes) });
    expect(Object.keys(digests)).toEqual(['sha512', 'crc32']);
    expect(bytesToHex(digests.sha512!)).toBe(sampleSha512);
    expect(progress).toEqual([1000, 4000, 4096]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(hashChunks([abc], ['md5'], { signal: controller.signal })).rejects.toThrow('stop');
  });
});

describe('encodings and BSD lines', () => {
  it('writes sample.bin in Base64 as the spec does (example 3)', async () => {
    const digests = await hashChunks([sample], ['md5', 'sha256', 'sha512']);
    expect(encodeDigest(digests.md5!, 'base64')).toBe('K808TeIMkY4Z+rXDYknHDQ==');
    expect(encodeDigest(digests.sha256!, 'base64')).toBe('yPXQNB1U2VGnGxNubir8sU0R7YSJp64Sao/uDfbs8ZM=');
    expect(encodeDigest(digests.sha512!, 'base64')).toBe(
      'A0ob061dvd9smu1rFwVmFIfhENx+FY/jMMlDY+j/tTsckviDAQ/XPOioYRW3tHEroPOpJ5dg7WIgpXc+tUQl8A==',
    );
    expect(encodeDigest(digests.sha512!, 'hexUpper')).toBe(sampleSha512.toUpperCase());
    expect(encodeDigest(digests.sha512!, 'hex')).toBe(sampleSha512);
  });

  it('writes one BSD line per algorithm in page order, with the tags sha256sum --tag and b2sum --tag use', async () => {
    const digests = await hashChunks([abc], ['crc32', 'blake2b-512', 'sha1', 'sha3-256']);
    expect(bsdLines('abc.txt', digests, 'hex')).toEqual([
      'SHA1 (abc.txt) = a9993e364706816aba3e25717850c26c9cd0d89d',
      'SHA3-256 (abc.txt) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
      expect.stringMatching(/^BLAKE2b \(abc\.txt\) = ba80a53f981c4d0d/),
      'CRC32 (abc.txt) = 352441c2',
    ]);
  });

  it('escapes a name with a backslash or a line break as GNU coreutils does', () => {
    expect(bsdLine('md5', 'a\\b\nc', '00')).toBe('\\MD5 (a\\\\b\\nc) = 00');
    expect(bsdLine('md5', 'dir/a (1).txt', '00')).toBe('MD5 (dir/a (1).txt) = 00');
  });
});

describe('readExpectedChecksum', () => {
  const sha256OfEmpty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  const bytesOfEmpty = hexToBytes(sha256OfEmpty);

  it.each([
    ['lower-case hex', sha256OfEmpty],
    ['upper-case hex with 0x', `0x${sha256OfEmpty.toUpperCase()}`],
    [
      'hex with spaces and line breaks',
      `  ${sha256OfEmpty.slice(0, 8)} ${sha256OfEmpty.slice(8, 40)}\n${sha256OfEmpty.slice(40)}`,
    ],
    ['Base64', '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
    ['Base64url without padding', '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU'],
    ['a sha256sum line', `${sha256OfEmpty}  empty.bin`],
    ['a binary-mode line', `${sha256OfEmpty} *dist/empty.bin`],
    ['a BSD line', `SHA256 (empty.bin) = ${sha256OfEmpty}`],
    ['an OpenSSL line', `SHA2-256(empty.bin)= ${sha256OfEmpty}`],
  ])('reads %s', (_name, text) => {
    expect(readExpectedChecksum(text)).toEqual({ ok: true, value: bytesOfEmpty });
  });

  it('reads every digest length: CRC32, MD5, SHA-1, SHA-384, SHA-512', () => {
    for (const [text, length] of [
      ['352441C2', 4],
      [abcDigests.md5, 16],
      [abcDigests.sha1, 20],
      [loremDigests.sha384, 48],
      [sampleSha512.toUpperCase(), 64],
    ] as const) {
      const read = readExpectedChecksum(text);
      expect(read?.ok && read.value.length).toBe(length);
    }
  });

  it('is nothing when blank, and "Not a checksum" otherwise (example 4)', () => {
    expect(readExpectedChecksum('')).toBeUndefined();
    expect(readExpectedChecksum('  \n')).toBeUndefined();
    for (const text of ['xyz', '0123456789', `${sha256OfEmpty}00`, 'not a checksum at all', 'SHA256 (x) = 1234']) {
      const read = readExpectedChecksum(text);
      expect(read?.ok, text).toBe(false);
      if (read && !read.ok)
        expect(inEnglish(read.error, words)).toBe(
          'Not a checksum: paste 8, 32, 40, 64, 96 or 128 hexadecimal digits, or the same in Base64.',
        );
    }
  });
});

describe('comparing with the expected checksum', () => {
  it('adds every algorithm of the expected length when none ticked has it', () => {
    const sha512Length = new Uint8Array(64);
    expect(addedToCompare(sha512Length, ['md5', 'sha1', 'sha256'])).toEqual(['sha512', 'blake2b-512']);
    expect(addedToCompare(new Uint8Array(32), ['md5', 'sha1', 'sha256'])).toEqual([]);
    expect(addedToCompare(new Uint8Array(32), ['md5'])).toEqual(['sha256', 'sha3-256', 'blake3']);
    expect(addedToCompare(new Uint8Array(4), [])).toEqual(['crc32']);
    expect(addedToCompare(undefined, ['md5'])).toEqual([]);
    expect(algorithmsOfLength(20)).toEqual(['sha1']);
    expect(algorithmsOfLength(48)).toEqual(['sha384']);
  });

  it('matches sample.bin against its upper-case SHA-512 in Base64 encoding (example 3)', async () => {
    const expected = readExpectedChecksum(sampleSha512.toUpperCase());
    if (!expected?.ok) throw new Error('not read');
    const digests = await hashChunks(
      [sample],
      ['md5', 'sha1', 'sha256', ...addedToCompare(expected.value, ['md5', 'sha1', 'sha256'])],
    );
    const match = matchingAlgorithm(expected.value, digests);
    expect(match).toBe('sha512');
    expect(inEnglish(compareNote(match), words)).toBe('Matches the expected checksum (SHA-512)');
  });

  it('does not match abc.txt against the SHA-256 of the empty file (example 4)', async () => {
    const expected = readExpectedChecksum('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    if (!expected?.ok) throw new Error('not read');
    const digests = await hashChunks([abc], ['md5', 'sha1', 'sha256']);
    const note = compareNote(matchingAlgorithm(expected.value, digests));
    expect(note.warning).toBe(true);
    expect(inEnglish(note, words)).toBe('Does not match the expected checksum');
  });
});

describe('the algorithms field', () => {
  it('reads and writes the ticked algorithms as a link holds them', () => {
    expect(parseAlgorithmList('md5,sha256')).toEqual(['md5', 'sha256']);
    expect(parseAlgorithmList(' SHA256 , md5 ')).toEqual(['md5', 'sha256']);
    expect(parseAlgorithmList('')).toEqual([]);
    expect(parseAlgorithmList('md5,whirlpool')).toBeUndefined();
    expect(formatAlgorithmList(['crc32', 'md5', 'md5'])).toBe('md5,crc32');
    expect(fileHash.fields.algorithms.defaultValue).toBe('md5,sha1,sha256');
    expect(fileHash.fields.algorithms.parse('BLAKE3,sha1')).toBe('sha1,blake3');
    expect(fileHash.fields.algorithms.parse('sha2')).toBeUndefined();
  });

  it('spreads the algorithms over the workers, the costliest apart', () => {
    expect(spreadOverWorkers(['md5', 'sha1', 'sha256'], 1)).toEqual([['md5', 'sha1', 'sha256']]);
    expect(spreadOverWorkers(['md5', 'sha1', 'sha256'], 2)).toEqual([['sha256'], ['md5', 'sha1']]);
    expect(spreadOverWorkers(['md5'], 4)).toEqual([['md5']]);
    const all = spreadOverWorkers(algorithmIds, 4);
    expect(all).toHaveLength(4);
    expect(all.flat().sort()).toEqual([...algorithmIds].sort());
  });
});
