import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  binaryToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToBinary,
  bytesToHex,
  concatBytes,
  formatBytes,
  sameBytes,
} from './bytes';

const ascii = (text: string) => new TextEncoder().encode(text);

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  }
  return bytes;
}

// RFC 4648 §10 test vectors.
const rfc4648Vectors: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('bytesToHex', () => {
  it('writes two lowercase digits per byte', () => {
    expect(bytesToHex(new Uint8Array([0x00, 0x0f, 0xa5, 0xff]))).toBe('000fa5ff');
  });

  it('returns an empty string for no bytes', () => {
    expect(bytesToHex(new Uint8Array())).toBe('');
  });

  it('matches node:buffer on random bytes', () => {
    const bytes = randomBytes(1000);
    expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
  });
});

describe('bytesToBinary', () => {
  it('writes eight bits per byte, most significant first', () => {
    expect(bytesToBinary(new Uint8Array([0x00, 0xff, 0xa5, 0x01]))).toBe(
      '00000000' + '11111111' + '10100101' + '00000001',
    );
  });

  it('equals each hex digit written as four bits', () => {
    const bytes = randomBytes(64);
    const fromHex = Array.from(bytesToHex(bytes), (digit) => parseInt(digit, 16).toString(2).padStart(4, '0')).join('');
    expect(bytesToBinary(bytes)).toBe(fromHex);
  });

  it.each([
    { bytes: [0x48, 0x69, 0x21], separator: ' ', expected: '01001000 01101001 00100001' },
    { bytes: [0x00, 0xff], separator: '\n', expected: '00000000\n11111111' },
    { bytes: [0x0f], separator: ' ', expected: '00001111' },
    { bytes: [], separator: ' ', expected: '' },
  ])('joins bytes $bytes with $separator', ({ bytes, separator, expected }) => {
    expect(bytesToBinary(Uint8Array.from(bytes), separator)).toBe(expected);
  });
});

describe('bytesToBase64', () => {
  it.each(rfc4648Vectors)('encodes %j as %j', (input, expected) => {
    expect(bytesToBase64(ascii(input))).toBe(expected);
  });

  it('uses + and / for the last two values', () => {
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('+/+/');
  });

  it('matches node:buffer on random bytes of every remainder', () => {
    for (const length of [1, 2, 3, 100, 101, 102]) {
      const bytes = randomBytes(length);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('encodes 10 MB without overflowing the stack', () => {
    const bytes = randomBytes(10 * 1024 * 1024 + 1);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('bytesToBase64Url', () => {
  it.each(rfc4648Vectors)('encodes %j without padding', (input, expected) => {
    expect(bytesToBase64Url(ascii(input))).toBe(expected.replace(/=+$/, ''));
  });

  it('uses - and _ instead of + and /', () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('matches node:buffer base64url on random bytes', () => {
    for (const length of [1, 2, 3, 1000]) {
      const bytes = randomBytes(length);
      expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });
});

describe('base64ToBytes', () => {
  it.each(rfc4648Vectors)('decodes %j back from %j', (expected, input) => {
    expect(base64ToBytes(input)).toEqual(ascii(expected));
  });

  it('accepts the URL-safe alphabet, missing padding and whitespace', () => {
    expect(base64ToBytes('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(base64ToBytes('Zm9vYg')).toEqual(ascii('foob'));
    expect(base64ToBytes(' Zm9v\nYmFy ')).toEqual(ascii('foobar'));
  });

  it('round-trips random bytes', () => {
    const bytes = randomBytes(1001);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
  });

  it('rejects characters outside the alphabets', () => {
    expect(() => base64ToBytes('Zm9v!')).toThrow(SyntaxError);
  });

  it('rejects an impossible length', () => {
    expect(() => base64ToBytes('Zm9vY')).toThrow(SyntaxError);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1312, '1.28 KB'],
    [1536, '1.5 KB'],
    [1_048_575, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.75 * 1024 ** 3, '1.75 GB'],
  ])('%i bytes → %s', (byteCount, expected) => {
    expect(formatBytes(byteCount)).toBe(expected);
  });

  it.each([
    ['de', 1312, '1,28 kB'],
    ['fr', 1023, '1023\u202fo'],
    ['fr', 1536, '1,5\u202fko'],
    ['ru', 1.75 * 1024 ** 3, '1,75 ГБ'],
    ['ru', 31, '31 Б'],
    ['zh-Hans', 1536, '1.5 kB'],
  ])('in %s, %i bytes → %s', (languageTag, byteCount, expected) => {
    expect(formatBytes(byteCount, languageTag)).toBe(expected);
  });
});

describe('sameBytes', () => {
  it.each([
    [[1, 2, 3], [1, 2, 3], true],
    [[1, 2, 3], [1, 2, 4], false],
    [[9, 2, 3], [1, 2, 3], false],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameBytes(Uint8Array.from(a), Uint8Array.from(b))).toBe(expected);
  });
});

describe('concatBytes', () => {
  it('joins the parts in order', () => {
    expect([...concatBytes(Uint8Array.of(1, 2), new Uint8Array(), Uint8Array.of(3))]).toEqual([1, 2, 3]);
  });

  it('gives a new empty array for no parts', () => {
    expect(concatBytes()).toHaveLength(0);
  });

  it('copies rather than shares the parts', () => {
    const part = Uint8Array.of(7);
    const joined = concatBytes(part);
    part[0] = 8;
    expect(joined[0]).toBe(7);
  });
});

describe('binaryToBytes', () => {
  it.each([
    ['', []],
    ['00000000', [0]],
    ['1111111100000001', [255, 1]],
  ])('%j → %j', (digits, bytes) => {
    expect([...binaryToBytes(digits)]).toEqual(bytes);
  });

  it('round-trips with bytesToBinary', () => {
    const bytes = Uint8Array.of(0, 1, 127, 128, 255);
    expect(binaryToBytes(bytesToBinary(bytes))).toEqual(bytes);
  });

  it.each(['0101', '0000000 1', '0000000a'])('rejects %j', (digits) => {
    expect(() => binaryToBytes(digits)).toThrow(SyntaxError);
  });
});
