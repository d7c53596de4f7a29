import { describe, expect, it, vi } from 'vitest';
import { digestEncodings } from '../../lib/hash/digest-encoding';
import { hashAlgorithmIds } from '../../lib/hash/hash-functions';
import { inEnglish } from '../../test/words';
import {
  compareNote,
  defaultHashChunkSize,
  digestAll,
  digestAllChunked,
  encodeDigests,
  hashAlgorithms,
  hashAll,
  hashAllBytes,
  hashAllChunked,
  hashText,
  matchingAlgorithms,
  type HashDigests,
} from './hash-text';
import words from './locales/en.json';
import { hashText as hashTextOperation } from './operations';

// Spec examples plus values from node:crypto (Keccak-512 of "" is the published Keccak vector).
const helloHex: HashDigests = {
  MD5: '5d41402abc4b2a76b9719d911017c592',
  SHA1: 'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d',
  SHA256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  SHA224: 'ea09ae9cc6768c50fcee903ed054556e5bfc8347907f12598aa24193',
  SHA512:
    '9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca72323c3d99ba5c11d7c7acc6e14b8c5da0c4663475c2e5c3adef46f73bcdec043',
  SHA384: '59e1748777448c69de6b800d7a33bbfb9ff1b463e44354c3553bcdb9c666fa90125a3c79f90397bdf5f6a13de828684f',
  'SHA3-256': '3338be694f50c5f338814986cdf0686453a888b84f424d792af4b9202398f392',
  'SHA3-512':
    '75d527c368f2efe848ecf6b073a36767800805e9eef2b1857d5f984f036eb6df891d75f72d9b154518c1cd58835286d1da9a38deba3de98b5a53e5ed78a84976',
  'Keccak-512':
    '52fa80662e64c128f8389c9ea6c73d4c02368004bf4463491900d11aaadca39d47de1b01361f207c512cfa79f0f92c3395c67ff7928e3f5ce3e3c852b392f976',
  RIPEMD160: '108f07b8382412612c048d07d13f814118445acd',
};

const emptyHex: HashDigests = {
  MD5: 'd41d8cd98f00b204e9800998ecf8427e',
  SHA1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
  SHA256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  SHA224: 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f',
  SHA512:
    'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  SHA384: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
  'SHA3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
  'SHA3-512':
    'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
  'Keccak-512':
    '0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e',
  RIPEMD160: '9c1185a5c5e9fc54612808977ee8f548b2258d31',
};

// Two- to four-byte UTF-8 sequences, so small chunks cut through characters.
const multiByteText = 'héllo wörld — 日本語 😀🎉 Ω≈ç√ '.repeat(40);
const allEncodings = digestEncodings;

describe('hashAlgorithms', () => {
  it('lists the rows in the spec order, each an output of the operation', () => {
    expect(hashAlgorithms.map((algorithm) => algorithm.id)).toEqual([
      'MD5',
      'SHA1',
      'SHA256',
      'SHA224',
      'SHA512',
      'SHA384',
      'SHA3-256',
      'SHA3-512',
      'Keccak-512',
      'RIPEMD160',
    ]);
    expect(Object.keys(hashTextOperation.outputs ?? {})).toEqual([...hashAlgorithmIds]);
  });

  it('explains Keccak-512 with a tooltip, and only that row', () => {
    const hinted = hashAlgorithms.filter((algorithm) => algorithm.hint !== undefined);
    expect(hinted.map((algorithm) => [algorithm.id, inEnglish({ code: algorithm.hint ?? '' }, words)])).toEqual([
      ['Keccak-512', "Shown as 'SHA3' by it-tools / crypto-js"],
    ]);
  });
});

describe('the digest encoding option', () => {
  it('lists the encodings in the spec order, Hex by default', () => {
    const { encoding } = hashTextOperation.fields;
    expect(encoding.shape).toEqual({ type: 'choice', choices: ['Bin', 'Hex', 'Base64', 'Base64url'] });
    expect(encoding.defaultValue).toBe('Hex');
    expect(digestEncodings.map((value) => inEnglish({ code: encoding.choiceLabels?.[value] ?? '' }, words))).toEqual([
      'Binary (base 2)',
      'Hexadecimal (base 16)',
      'Base64 (base 64)',
      'Base64url (base 64 with url safe chars)',
    ]);
  });
});

describe('hashText, every algorithm', () => {
  it.each(hashAlgorithmIds)('"hello", Hex, %s', (id) => {
    expect(hashText('hello', id, 'Hex')).toBe(helloHex[id]);
  });

  it.each(hashAlgorithmIds)('empty input, Hex, %s', (id) => {
    expect(hashText('', id, 'Hex')).toBe(emptyHex[id]);
  });
});

describe('hashText', () => {
  it.each(hashAlgorithmIds)('writes %s in Binary as 4 bits per hex digit', (id) => {
    const binary = hashText('hello', id, 'Bin');
    expect(binary).toHaveLength(helloHex[id].length * 4);
    expect(binary).toBe(Array.from(helloHex[id], (digit) => parseInt(digit, 16).toString(2).padStart(4, '0')).join(''));
  });

  it('hashes the UTF-8 bytes of the text', () => {
    expect(hashText('héllo wörld 😀', 'SHA256', 'Hex')).toBe(
      '4d51765c5c512fcd71d5dfbb7bdf72e9ec2cb09bb2dfac7cdf3949fcd48f7613',
    );
  });

  it('does not trim spaces or line breaks', () => {
    expect(hashText(' hello\n', 'MD5', 'Hex')).not.toBe(helloHex.MD5);
  });
});

describe('hashAll', () => {
  it.each(allEncodings)('equals hashText for every algorithm in %s', (encoding) => {
    const digests = hashAll(multiByteText, encoding);
    expect(Object.keys(digests)).toEqual([...hashAlgorithmIds]);
    for (const id of hashAlgorithmIds) expect(digests[id]).toBe(hashText(multiByteText, id, encoding));
  });

  it('gives the empty-string digests for empty input', () => {
    expect(hashAll('', 'Hex')).toEqual(emptyHex);
  });

  it('hashes raw bytes the same as their text', () => {
    expect(hashAllBytes(new TextEncoder().encode('hello'), 'Hex')).toEqual(helloHex);
  });
});

describe('hashAllChunked', () => {
  it.each(allEncodings)('equals hashAll on multi-byte text cut into 7-byte chunks (%s)', async (encoding) => {
    await expect(hashAllChunked(multiByteText, encoding, { chunkSize: 7 })).resolves.toEqual(
      hashAll(multiByteText, encoding),
    );
  });

  it('equals hashAll with the default chunk size, just over one chunk', async () => {
    const text = 'ab€'.repeat(Math.ceil(defaultHashChunkSize / 5) + 1);
    const onYield = vi.fn();
    await expect(hashAllChunked(text, 'Hex', { onYield })).resolves.toEqual(hashAll(text, 'Hex'));
    expect(onYield).toHaveBeenCalledTimes(2);
  });

  it('yields after every chunk with the bytes hashed so far', async () => {
    const totalBytes = new TextEncoder().encode(multiByteText).length;
    const onYield = vi.fn();
    await hashAllChunked(multiByteText, 'Hex', { chunkSize: 1000, onYield });
    expect(onYield).toHaveBeenCalledTimes(Math.ceil(totalBytes / 1000));
    expect(onYield).toHaveBeenNthCalledWith(1, 1000, totalBytes);
    expect(onYield).toHaveBeenLastCalledWith(totalBytes, totalBytes);
  });

  it('awaits an asynchronous onYield', async () => {
    const order: string[] = [];
    const onYield = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      order.push('yielded');
    };
    const result = hashAllChunked('hello', 'Hex', { chunkSize: 2, onYield }).then((digests) => {
      order.push('done');
      return digests;
    });
    await expect(result).resolves.toEqual(helloHex);
    expect(order).toEqual(['yielded', 'yielded', 'yielded', 'done']);
  });

  it('hashes empty input without yielding', async () => {
    const onYield = vi.fn();
    await expect(hashAllChunked('', 'Hex', { onYield })).resolves.toEqual(emptyHex);
    expect(onYield).not.toHaveBeenCalled();
  });

  it('accepts bytes as input', async () => {
    await expect(hashAllChunked(new TextEncoder().encode('hello'), 'Hex', { chunkSize: 3 })).resolves.toEqual(helloHex);
  });

  it('stops with the abort reason when aborted between chunks', async () => {
    const controller = new AbortController();
    const reason = new Error('newer input');
    const onYield = vi.fn(() => controller.abort(reason));
    await expect(
      hashAllChunked(multiByteText, 'Hex', { chunkSize: 10, onYield, signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(onYield).toHaveBeenCalledTimes(1);
  });

  it('does not start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(hashAllChunked('hello', 'Hex', { signal: controller.signal })).rejects.toThrow();
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects the chunk size %s', async (chunkSize) => {
    await expect(hashAllChunked('hello', 'Hex', { chunkSize })).rejects.toThrow(RangeError);
  });
});

describe('digestAll and encodeDigests', () => {
  it.each(allEncodings)('encode to the same digests as hashAll (%s)', (encoding) => {
    expect(encodeDigests(digestAll(multiByteText), encoding)).toEqual(hashAll(multiByteText, encoding));
  });

  it('chunked raw digests equal the one-go ones', async () => {
    await expect(digestAllChunked(multiByteText, { chunkSize: 5 })).resolves.toEqual(digestAll(multiByteText));
  });
});

describe('matchingAlgorithms — the "Compare with" field', () => {
  it('lists every matching row, in display order', () => {
    expect(matchingAlgorithms(digestAll('hello'), helloHex.SHA256.toUpperCase())).toEqual(['SHA256']);
    expect(matchingAlgorithms(digestAll('hello'), 'LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ')).toEqual(['SHA256']);
    expect(matchingAlgorithms(digestAll('hello'), emptyHex.SHA256)).toEqual([]);
  });

  it('reads a pasted digest with spaces around it, or in padded Base64', () => {
    expect(matchingAlgorithms(digestAll('hello'), ` ${helloHex.SHA256.toUpperCase()} `)).toEqual(['SHA256']);
    expect(matchingAlgorithms(digestAll('hello'), 'XUFAKrxLKna5cZ2REBfFkg==')).toEqual(['MD5']);
  });

  it('matches no row for a digest of another text', () => {
    expect(matchingAlgorithms(digestAll('hello'), '0123456789abcdef')).toEqual([]);
  });
});

describe('compareNote', () => {
  it('names the matching algorithms, or warns that none matches', () => {
    expect(inEnglish(compareNote(['SHA256', 'SHA3-256']), words)).toBe('Matches SHA256, SHA3-256');
    expect(compareNote([])).toMatchObject({ warning: true });
    expect(inEnglish(compareNote([]), words)).toBe('No digest matches');
  });
});
