import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToHex } from '../../lib/bytes';
import { hexToBytes } from '../../lib/hex';
import { runOperation } from '../../lib/operation/run';
import { ok } from '../../lib/result';
import { errorInEnglish } from '../../test/words';
import {
  cipherAlgorithms,
  decryptionError,
  decryptText,
  defaultCiphertext,
  defaultPlainText,
  defaultSecretKey,
  encryptText,
  parseSaltedCiphertext,
  type CipherAlgorithm,
} from './encryption';
import words from './locales/en.json';
import { textDecrypt, textEncrypt } from './operations';

const unableToDecrypt = { ok: false, error: decryptionError };

// Written by OpenSSL 3.0: `openssl enc -<cipher> -md md5 -S <salt> -pass pass:<key>`, prefixed
// with "Salted__" and the salt (OpenSSL 3 leaves the header out when the salt is given).
const opensslVectors = [
  {
    algorithm: 'AES',
    cipher: 'aes-256-cbc',
    text: defaultPlainText,
    key: defaultSecretKey,
    salt: '0102030405060708',
    base64: 'U2FsdGVkX18BAgMEBQYHCH08coa67CQ069BsFx+XX/1R0sxv0f+BSIz4dSMMHxws',
  },
  {
    algorithm: 'TripleDES',
    cipher: 'des-ede3-cbc',
    text: defaultPlainText,
    key: defaultSecretKey,
    salt: '0102030405060708',
    base64: 'U2FsdGVkX18BAgMEBQYHCED7UdYT1STcNjSDRHdqL49GKRJ7iyBB0FpMovZad5bD',
  },
  {
    algorithm: 'AES',
    cipher: 'aes-256-cbc',
    text: 'héllo wörld ✓ 🚀',
    key: '',
    salt: 'a1b2c3d4e5f60718',
    base64: 'U2FsdGVkX1+hssPU5fYHGPybrn5/GTHFCUOz1OT3t3L/1fijFBldS5yznip1/VUq',
  },
] as const;

describe('decryptText, beyond the examples', () => {
  it.each(cipherAlgorithms)('decrypts what the encrypt card gives with %s', (algorithm) => {
    const encrypted = encryptText(defaultPlainText, defaultSecretKey, algorithm);
    expect(decryptText(encrypted, defaultSecretKey, algorithm)).toEqual({ ok: true, value: defaultPlainText });
  });

  it('gives empty text for a blank ciphertext, whatever the key', () => {
    expect(decryptText(' \n ', 'anything', 'RC4')).toEqual({ ok: true, value: '' });
  });

  it('says why it could not decrypt', () => {
    expect(errorInEnglish(decryptText(defaultCiphertext, 'wrong key', 'AES'), words)).toBe(
      'Unable to decrypt: wrong key, wrong algorithm or corrupted input',
    );
  });
});

describe('OpenSSL compatibility', () => {
  it.each(opensslVectors)(
    '$algorithm ($cipher) with salt $salt matches OpenSSL',
    ({ algorithm, text, key, salt, base64 }) => {
      expect(encryptText(text, key, algorithm, { salt: hexToBytes(salt) })).toBe(base64);
      expect(decryptText(base64, key, algorithm)).toEqual({ ok: true, value: text });
    },
  );

  it('writes the same bytes in hex when asked', () => {
    const vector = opensslVectors[0];
    const hex = encryptText(vector.text, vector.key, 'AES', { salt: hexToBytes(vector.salt), format: 'Hex' });
    expect(hex).toBe(bytesToHex(base64ToBytes(vector.base64)));
    expect(hex).toMatch(/^53616c7465645f5f0102030405060708[0-9a-f]{64}$/);
  });
});

describe('encryptText', () => {
  it('uses a fresh random salt each time', () => {
    const first = encryptText(defaultPlainText, defaultSecretKey, 'AES');
    const second = encryptText(defaultPlainText, defaultSecretKey, 'AES');
    expect(first).not.toBe(second);
    expect(parseSaltedCiphertext(first)?.salt).not.toEqual(parseSaltedCiphertext(second)?.salt);
  });

  it.each([
    ['AES', 16],
    ['TripleDES', 8],
  ] as const)('pads %s to whole blocks of %i bytes', (algorithm, block) => {
    for (const text of ['', 'a', 'x'.repeat(block), 'x'.repeat(block + 1)]) {
      const parsed = parseSaltedCiphertext(encryptText(text, 'k', algorithm));
      expect(parsed?.ciphertext.length).toBe((Math.floor(new TextEncoder().encode(text).length / block) + 1) * block);
    }
  });

  it.each([
    ['Rabbit', 'Rabbit cipher text'],
    ['RC4', '✓ ünïcode'],
  ] as const)('keeps %s ciphertext as long as the UTF-8 text', (algorithm, text) => {
    const parsed = parseSaltedCiphertext(encryptText(text, 'k', algorithm));
    expect(parsed?.ciphertext.length).toBe(new TextEncoder().encode(text).length);
  });

  it.each(cipherAlgorithms)('round-trips Unicode, line breaks and an empty key with %s', (algorithm) => {
    const text = 'Ligne 1\r\nLigne 2 — 日本語 🚀\t ';
    for (const format of ['Base64', 'Hex'] as const) {
      const encrypted = encryptText(text, '', algorithm, { format });
      expect(decryptText(encrypted, '', algorithm)).toEqual({ ok: true, value: text });
    }
  });

  it('accepts lone surrogates in the text and the key instead of throwing', () => {
    const encrypted = encryptText('a\uD800b', 'k\uDC00', 'AES');
    expect(decryptText(encrypted, 'k\uDC00', 'AES')).toEqual({ ok: true, value: 'a\uFFFDb' });
    expect(decryptText(encrypted, 'k\uFFFD', 'AES')).toEqual({ ok: true, value: 'a\uFFFDb' });
  });
});

describe('decryptText', () => {
  it('tolerates whitespace and line breaks inside the Base64', () => {
    const wrapped = `  ${defaultCiphertext.slice(0, 30)}\n${defaultCiphertext.slice(30)}  `;
    expect(decryptText(wrapped, defaultSecretKey, 'AES')).toEqual({ ok: true, value: defaultPlainText });
  });

  it('reads hex input, upper or lower case', () => {
    const hex = bytesToHex(base64ToBytes(defaultCiphertext));
    expect(decryptText(hex, defaultSecretKey, 'AES')).toEqual({ ok: true, value: defaultPlainText });
    expect(decryptText(hex.toUpperCase(), defaultSecretKey, 'AES')).toEqual({ ok: true, value: defaultPlainText });
  });

  it.each([
    ['a wrong key', defaultCiphertext, 'wrong key', 'AES'],
    ['another wrong key (crypto-js returns a negative length)', defaultCiphertext, 'a', 'AES'],
    ['an empty key', defaultCiphertext, '', 'AES'],
    ['a wrong algorithm (TripleDES)', defaultCiphertext, defaultSecretKey, 'TripleDES'],
    ['a wrong algorithm (Rabbit)', defaultCiphertext, defaultSecretKey, 'Rabbit'],
    ['a wrong algorithm (RC4)', defaultCiphertext, defaultSecretKey, 'RC4'],
    ['text that is not Base64', 'not a ciphertext!', defaultSecretKey, 'AES'],
    ['Base64 without the Salted__ header', 'aGVsbG8gd29ybGQgaGVsbG8gd29ybGQ=', defaultSecretKey, 'AES'],
    ['a header without ciphertext', 'U2FsdGVkX18BAgMEBQYHCA==', defaultSecretKey, 'AES'],
    ['a header without ciphertext (stream cipher)', 'U2FsdGVkX18BAgMEBQYHCA==', defaultSecretKey, 'RC4'],
    ['a truncated header', 'U2FsdGVkX18BAgME', defaultSecretKey, 'AES'],
    ['a ciphertext cut inside a block', defaultCiphertext.slice(0, -4), defaultSecretKey, 'AES'],
    ['a Base64 length that cannot be', `${defaultCiphertext}A`, defaultSecretKey, 'AES'],
    ['odd hex', '53616c7465645f5f01020304050607087', defaultSecretKey, 'AES'],
  ] as const)('reports %s', (_case, input, key, algorithm: CipherAlgorithm) => {
    expect(decryptText(input, key, algorithm)).toEqual(unableToDecrypt);
  });

  it('reports stream-cipher output that is not valid UTF-8', () => {
    // Rabbit "decrypts" with any key; these bytes are not UTF-8.
    const encrypted = encryptText('Rabbit cipher text with some length to it', 'right', 'Rabbit');
    expect(decryptText(encrypted, 'wrong', 'Rabbit')).toEqual(unableToDecrypt);
  });

  it('never throws on random garbage', () => {
    const samples = ['U2FsdGVkX1', 'U2FsdGVkX1+', '====', 'U2FsdGVkX19' + '/'.repeat(40), '\u0000', '🚀'];
    for (const input of samples) {
      for (const algorithm of cipherAlgorithms) {
        expect(() => decryptText(input, 'k', algorithm)).not.toThrow();
        expect(decryptText(input, 'k', algorithm).ok).toBe(false);
      }
    }
  });
});

describe('parseSaltedCiphertext', () => {
  it('splits header, salt and ciphertext', () => {
    const parsed = parseSaltedCiphertext(opensslVectors[0].base64);
    expect(bytesToHex(parsed?.salt ?? new Uint8Array())).toBe('0102030405060708');
    expect(parsed?.ciphertext.length).toBe(32);
  });

  it('tells hex from Base64 by the header', () => {
    const hex = bytesToHex(base64ToBytes(opensslVectors[0].base64));
    expect(parseSaltedCiphertext(hex)).toEqual(parseSaltedCiphertext(opensslVectors[0].base64));
  });

  it.each(['', 'abc', '0102', 'Salted__'])('refuses %j', (input) => {
    expect(parseSaltedCiphertext(input)).toBeUndefined();
  });
});

describe('the operations, as the workers serve them', () => {
  it('encrypt in hex, and decrypt what they encrypt', async () => {
    const encrypted = await runOperation(textEncrypt, 'Lorem', { encryptKey: 'k', outputFormat: 'Hex' });
    const ciphertext = encrypted.ok ? String(encrypted.value) : '';
    expect(ciphertext).toMatch(/^53616c7465645f5f/);
    expect(await runOperation(textDecrypt, ciphertext, { decryptKey: 'k' })).toEqual(ok('Lorem'));
    expect((await runOperation(textDecrypt, ciphertext, { decryptKey: 'x' })).ok).toBe(false);
  });
});
