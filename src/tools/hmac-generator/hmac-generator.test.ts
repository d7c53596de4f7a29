import { describe, expect, it } from 'vitest';
import { digestEncodings } from '../../lib/hash/digest-encoding';
import { matchesPastedDigest } from '../../lib/hash/pasted-digest';
import { errorInEnglish, inEnglish } from '../../test/words';
import {
  computeHmac,
  decodeKey,
  defaultHmacAlgorithm,
  defaultHmacEncoding,
  expectedNote,
  hmacAlgorithmIds,
  hmacAll,
  type HmacAlgorithm,
  type HmacOptions,
} from './hmac-generator';
import words from './locales/en.json';
import { hmacGenerate } from './operations';

const fox = 'The quick brown fox jumps over the lazy dog';

// Verified with node:crypto; Keccak-512 with @noble/hashes and crypto-js HmacSHA3.
const foxKeyHex: Record<HmacAlgorithm, string> = {
  MD5: '80070713463e7749b90c2dc24911e275',
  RIPEMD160: '50278a77d4d7670561ab72e867383aef6ce50b3e',
  SHA1: 'de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9',
  SHA224: '88ff8b54675d39b8f72322e65ff945c52d96379988ada25639747e69',
  SHA256: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
  SHA384: 'd7f4727e2c0b39ae0f1e40cc96f60242d5b7801841cea6fc592c5d3e1ae50700582a96cf35e1e554995fe4e03381c237',
  SHA512:
    'b42af09057bac1e2d41708e48a902e09b5ff7f12ab428a4fe86653c73dd248fb82f948a549f7b791a5b41915ee4d1ec3935357e4e2317250d0372afa2ebeeb3a',
  'SHA3-256': '8c6e0683409427f8931711b10ca92a506eb1fafa48fadd66d76126f47ac2c333',
  'SHA3-512':
    '237a35049c40b3ef5ddd960b3dc893d8284953b9a4756611b1b61bffcf53edd979f93547db714b06ef0a692062c609b70208ab8d4a280ceee40ed8100f293063',
  'Keccak-512':
    '22fb03b3391bc0adfc73c18e0919d9f142390e81d6cc2689716ac53ab75458a718059d58cfbb23c6a416c32b8afa84a9a7a9d852312a743bef0a55148e5a1b8a',
};

const options = (overrides: Partial<HmacOptions> = {}): HmacOptions => ({
  algorithm: defaultHmacAlgorithm,
  encoding: defaultHmacEncoding,
  ...overrides,
});

function value(text: string, key: string, overrides: Partial<HmacOptions> = {}): string {
  const result = computeHmac(text, key, options(overrides));
  if (!result.ok) throw new Error(result.error.code);
  return result.value.encoded;
}

describe('defaults', () => {
  it('are SHA256 and hexadecimal', () => {
    expect(defaultHmacAlgorithm).toBe('SHA256');
    expect(defaultHmacEncoding).toBe('Hex');
  });
});

describe('computeHmac', () => {
  it.each(hmacAlgorithmIds)('the fox under "key" with %s', (algorithm) => {
    expect(value(fox, 'key', { algorithm })).toBe(foxKeyHex[algorithm]);
  });

  it('writes Base64url without padding and with url-safe characters', () => {
    expect(value(fox, 'key', { encoding: 'Base64url' })).toBe('97yD9DBThCSxMpjmqm-xQ-9NWaFJRhdZl0edvC0aPNg');
  });

  it.each(hmacAlgorithmIds)('writes %s in binary as 8 digits per byte', (algorithm) => {
    const binary = value(fox, 'key', { algorithm, encoding: 'Bin' });
    expect(binary).toHaveLength(foxKeyHex[algorithm].length * 4);
    expect(binary).toBe(
      Array.from(foxKeyHex[algorithm], (digit) => Number.parseInt(digit, 16).toString(2).padStart(4, '0')).join(''),
    );
  });

  it('takes an empty message and an empty key', () => {
    expect(value('', '')).toBe('b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');
  });

  it('encodes text and key as UTF-8 and trims nothing', () => {
    expect(value('héllo wörld 😀', 'clé 🔑')).toBe('a7090310e011593ca5612a7da353eb6a32a07c7a9acf90cb7ba835c7df76c1d5');
    expect(value(` ${fox}`, 'key')).not.toBe(foxKeyHex.SHA256);
    expect(value(fox, 'key ')).not.toBe(foxKeyHex.SHA256);
  });

  it('takes a key given as hex or Base64 bytes (RFC 4231 test case 1)', () => {
    const expected = 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7';
    expect(value('Hi There', '0b'.repeat(20), { keyEncoding: 'hex' })).toBe(expected);
    expect(value('Hi There', `0x${'0B'.repeat(20)}`, { keyEncoding: 'hex' })).toBe(expected);
    expect(value('Hi There', 'CwsLCwsLCwsLCwsLCwsLCwsLCws=', { keyEncoding: 'base64' })).toBe(expected);
  });

  it('gives the same MAC for a key as text, hex or Base64', () => {
    expect(value(fox, '6b6579', { keyEncoding: 'hex' })).toBe(foxKeyHex.SHA256);
    expect(value(fox, 'a2V5', { keyEncoding: 'base64' })).toBe(foxKeyHex.SHA256);
  });

  it.each([
    ['hex', 'xyz', 'The key is not hexadecimal: use only 0-9 and a-f'],
    ['hex', '6b657', 'A hexadecimal key needs two digits per byte'],
    ['base64', 'a2V5!', 'The key is not valid Base64'],
    ['base64', 'a', 'The key is not valid Base64'],
  ] as const)('reports a bad %s key %j as an error', (keyEncoding, key, error) => {
    expect(errorInEnglish(computeHmac(fox, key, options({ keyEncoding })), words)).toBe(error);
  });
});

describe('decodeKey', () => {
  it.each([
    ['text', 'key', [0x6b, 0x65, 0x79]],
    ['text', '', []],
    ['text', 'é', [0xc3, 0xa9]],
    ['hex', '', []],
    ['hex', ' 6B 65\n79 ', [0x6b, 0x65, 0x79]],
    ['hex', '0x00ff', [0x00, 0xff]],
    ['base64', '', []],
    ['base64', '+/8=', [0xfb, 0xff]],
    ['base64', '-_8', [0xfb, 0xff]],
  ] as const)('%s %j', (encoding, key, bytes) => {
    expect(decodeKey(key, encoding)).toEqual({ ok: true, value: Uint8Array.from(bytes) });
  });
});

describe('hmacAll', () => {
  it('lists every algorithm in menu order with the same values as computeHmac', () => {
    const all = hmacAll(fox, new TextEncoder().encode('key'), 'Hex');
    expect(Object.keys(all)).toEqual([...hmacAlgorithmIds]);
    expect(all).toEqual(foxKeyHex);
  });
});

describe('options', () => {
  const { algorithm, encoding } = hmacGenerate.fields;

  it('offers the spec functions in its order', () => {
    expect(algorithm.shape).toEqual({
      type: 'choice',
      choices: [
        'MD5',
        'RIPEMD160',
        'SHA1',
        'SHA224',
        'SHA256',
        'SHA384',
        'SHA512',
        'SHA3-256',
        'SHA3-512',
        'Keccak-512',
      ],
    });
  });

  it('offers the spec output encodings', () => {
    expect(digestEncodings.map((value) => inEnglish({ code: encoding.choiceLabels?.[value] ?? '' }, words))).toEqual([
      'Binary (base 2)',
      'Hexadecimal (base 16)',
      'Base64 (base 64)',
      'Base64-url (base 64 with url safe chars)',
    ]);
  });
});

describe('"Expected HMAC"', () => {
  it.each(digestEncodings)('matches the MAC written in %s', (encoding) => {
    const result = computeHmac(fox, 'key', options({ encoding }));
    if (!result.ok) throw new Error(result.error.code);
    expect(matchesPastedDigest(result.value.mac, result.value.encoded)).toBe(true);
    expect(matchesPastedDigest(result.value.mac, foxKeyHex.MD5)).toBe(false);
  });
});

describe('expectedNote', () => {
  it('says whether the pasted HMAC matches, a mismatch as a warning', () => {
    const mac = hmacAll(fox, new TextEncoder().encode('key'), 'Hex').SHA256;
    const result = computeHmac(fox, 'key', options());
    if (!result.ok) throw new Error(result.error.code);
    expect(inEnglish(expectedNote(result.value.mac, mac), words)).toBe('The HMAC matches');
    const mismatch = expectedNote(result.value.mac, foxKeyHex.MD5);
    expect(inEnglish(mismatch, words)).toBe('The HMAC does not match');
    expect(mismatch.warning).toBe(true);
  });
});
