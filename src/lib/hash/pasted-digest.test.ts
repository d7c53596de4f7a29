import { describe, expect, it } from 'vitest';
import { bytesToBinary } from '../bytes';
import { hexToBytes } from '../hex';
import { matchesPastedDigest, pastedDigestCandidates } from './pasted-digest';

// MD5 of "hello".
const hex = '5d41402abc4b2a76b9719d911017c592';
const digest = hexToBytes(hex);

describe('matchesPastedDigest', () => {
  it.each([
    ['hex', hex],
    ['upper-case hex', hex.toUpperCase()],
    ['hex with 0x', `0x${hex}`],
    ['hex with spaces around and inside', `  ${hex.slice(0, 8)} ${hex.slice(8, 16)}\n${hex.slice(16)} `],
    ['a webhook signature header value', `md5=${hex}`],
    ['Base64', 'XUFAKrxLKna5cZ2REBfFkg=='],
    ['Base64 without padding', 'XUFAKrxLKna5cZ2REBfFkg'],
    ['Base64url', 'XUFAKrxLKna5cZ2REBfFkg'],
    ['binary', bytesToBinary(digest)],
  ])('matches %s', (_name, pasted) => {
    expect(matchesPastedDigest(digest, pasted)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a prefix', hex.slice(0, 10)],
    ['one byte off', `${hex.slice(0, 30)}93`],
    ['another digest', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['Base64 in the wrong case', 'xufakrxlkna5cz2rebfFkg'],
    ['nonsense', 'not a digest!'],
  ])('does not match %s', (_name, pasted) => {
    expect(matchesPastedDigest(digest, pasted)).toBe(false);
  });
});

describe('pastedDigestCandidates', () => {
  it('reads a pasted digest in every encoding it may be in', () => {
    expect(pastedDigestCandidates('00ff')).toEqual([Uint8Array.of(0x00, 0xff), Uint8Array.of(0xd3, 0x47, 0xdf)]);
    expect(pastedDigestCandidates('01000001')).toHaveLength(3);
    expect(pastedDigestCandidates('name=')).toEqual([Uint8Array.of(0x9d, 0xa9, 0x9e)]);
    expect(pastedDigestCandidates('!!')).toEqual([]);
    expect(pastedDigestCandidates('sha256=')).toEqual([Uint8Array.of(0xb2, 0x16, 0xb6, 0xe7)]);
  });
});
