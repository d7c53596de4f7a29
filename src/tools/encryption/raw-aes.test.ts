import { createCipheriv, createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../../lib/hex';
import { randomHex } from '../../lib/random';
import { inEnglish, inLanguage } from '../../test/words';
import { decryptionError } from './encryption';
import de from './locales/de.json';
import words from './locales/en.json';
import ru from './locales/ru.json';
import {
  ciphertextHexMessage,
  ivMessage,
  iterationsMessage,
  keyMessage,
  parseCiphertextHex,
  parseIterations,
  parseIvHex,
  parseKeyHex,
  parseSaltHex,
  pbkdf2Key,
  rawAesDecrypt,
  rawAesEncrypt,
  rawAesModes,
  saltMessage,
  type RawAesMode,
  type RawAesParams,
} from './raw-aes';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const params = (mode: RawAesMode, key: string, iv: string): RawAesParams => ({
  mode,
  key: hexToBytes(key),
  iv: hexToBytes(iv),
});

/** What Node's OpenSSL writes for the same input: GCM ciphertext followed by its tag. */
function nodeEncrypt(text: string, { mode, key, iv }: RawAesParams): string {
  const algorithm = `aes-${key.length * 8}-${mode === 'AES-GCM' ? 'gcm' : 'cbc'}`;
  const cipher = createCipheriv(algorithm, key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const tag =
    mode === 'AES-GCM'
      ? (cipher as ReturnType<typeof createCipheriv> & { getAuthTag(): Buffer }).getAuthTag()
      : Buffer.alloc(0);
  return Buffer.concat([body, tag]).toString('hex');
}

function nodeDecrypt(ciphertextHex: string, { mode, key, iv }: RawAesParams): string {
  const algorithm = `aes-${key.length * 8}-${mode === 'AES-GCM' ? 'gcm' : 'cbc'}`;
  const bytes = Buffer.from(ciphertextHex, 'hex');
  const decipher = createDecipheriv(algorithm, key, iv);
  const body = mode === 'AES-GCM' ? bytes.subarray(0, -16) : bytes;
  if (mode === 'AES-GCM')
    (decipher as ReturnType<typeof createDecipheriv> & { setAuthTag(tag: Buffer): void }).setAuthTag(
      bytes.subarray(-16),
    );
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

describe('known answers', () => {
  it('AES-128-GCM, zero key and IV: empty text → the tag alone (GCM spec test case 1)', async () => {
    await expect(rawAesEncrypt('', params('AES-GCM', '0'.repeat(32), '0'.repeat(24)))).resolves.toBe(
      '58e2fccefa7e3061367f1d57a4e7455a',
    );
  });

  it('AES-128-GCM, zero key and IV: 16 zero bytes (GCM spec test case 2)', async () => {
    await expect(rawAesEncrypt('\u0000'.repeat(16), params('AES-GCM', '0'.repeat(32), '0'.repeat(24)))).resolves.toBe(
      '0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bddf',
    );
  });

  it('PBKDF2-HMAC-SHA256("password", "salt", 1) (RFC 7914 §11 figure, 32 bytes)', async () => {
    const key = await pbkdf2Key('password', new TextEncoder().encode('salt'), 1);
    expect(hex(key)).toBe('120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b');
  });

  it('PBKDF2 matches node:crypto for Unicode passwords and more iterations', async () => {
    const salt = hexToBytes('00112233445566778899aabbccddeeff');
    const key = await pbkdf2Key('pässwörd ✓', salt, 1000);
    expect(hex(key)).toBe(pbkdf2Sync('pässwörd ✓', salt, 1000, 32, 'sha256').toString('hex'));
  });
});

describe('agrees with OpenSSL (node:crypto) both ways', () => {
  const cases = rawAesModes.flatMap((mode) =>
    [16, 32].flatMap((keyBytes) =>
      ['', 'a', 'Lorem ipsum dolor sit amet', 'exactly sixteen!', 'Ünïcødé ✓ 🚀\n'.repeat(5)].map((text) => ({
        mode,
        keyBytes,
        text,
      })),
    ),
  );

  it.each(cases)('$mode, $keyBytes-byte key: $text', async ({ mode, keyBytes, text }) => {
    const p = params(mode, randomHex(keyBytes), randomHex(mode === 'AES-GCM' ? 12 : 16));
    const ours = await rawAesEncrypt(text, p);
    expect(ours).toBe(nodeEncrypt(text, p));
    expect(nodeDecrypt(ours, p)).toBe(text);
    await expect(rawAesDecrypt(hexToBytes(ours), p)).resolves.toEqual({ ok: true, value: text });
  });
});

describe('rawAesDecrypt failures', () => {
  const failure = { ok: false, error: decryptionError };
  const key = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  const gcm = params('AES-GCM', key, '0'.repeat(24));
  const cbc = params('AES-CBC', key, '0'.repeat(32));

  it('reports a wrong key, IV or mode, and a tampered ciphertext', async () => {
    const sealed = hexToBytes(await rawAesEncrypt('attack at dawn', gcm));
    await expect(rawAesDecrypt(sealed, { ...gcm, key: hexToBytes('ff'.repeat(32)) })).resolves.toEqual(failure);
    await expect(rawAesDecrypt(sealed, { ...gcm, iv: hexToBytes('01'.repeat(12)) })).resolves.toEqual(failure);
    await expect(rawAesDecrypt(sealed, { ...cbc })).resolves.toEqual(failure);
    const tampered = sealed.slice();
    tampered[0] ^= 1;
    await expect(rawAesDecrypt(tampered, gcm)).resolves.toEqual(failure);
  });

  it('reports CBC input that is not whole blocks', async () => {
    await expect(rawAesDecrypt(hexToBytes('00'.repeat(15)), cbc)).resolves.toEqual(failure);
  });

  it('gives empty text for an empty ciphertext', async () => {
    await expect(rawAesDecrypt(new Uint8Array(), gcm)).resolves.toEqual({ ok: true, value: '' });
  });
});

describe('parsers', () => {
  it.each([
    ['0'.repeat(32), 16],
    ['F'.repeat(64), 32],
    [`${'ab'.repeat(8)} ${'cd'.repeat(8)}`, 16],
  ])('key %j → %i bytes', (text, bytes) => {
    const parsed = parseKeyHex(text);
    expect(parsed.ok && parsed.value.length).toBe(bytes);
  });

  it.each(['', '00', '0'.repeat(48), '0'.repeat(31), 'z'.repeat(32)])('refuses key %j', (text) => {
    expect(parseKeyHex(text)).toEqual({ ok: false, error: keyMessage });
  });

  it('wants 24 hex digits of IV for GCM and 32 for CBC', () => {
    expect(parseIvHex('0'.repeat(24), 'AES-GCM').ok).toBe(true);
    expect(parseIvHex('0'.repeat(32), 'AES-GCM')).toEqual({ ok: false, error: ivMessage('AES-GCM') });
    expect(parseIvHex('0'.repeat(32), 'AES-CBC').ok).toBe(true);
    expect(parseIvHex('0'.repeat(24), 'AES-CBC')).toEqual({ ok: false, error: ivMessage('AES-CBC') });
    expect(inEnglish(ivMessage('AES-GCM'), words)).toBe('IV must be 24 hex characters (96 bits) for AES-GCM');
    expect(inEnglish(ivMessage('AES-CBC'), words)).toBe('IV must be 32 hex characters (128 bits) for AES-CBC');
  });

  it('accepts any even-length hex salt, the empty one too', () => {
    expect(parseSaltHex('').ok).toBe(true);
    expect(parseSaltHex('73616c74').ok).toBe(true);
    expect(parseSaltHex('abc')).toEqual({ ok: false, error: saltMessage });
    expect(parseSaltHex('salt')).toEqual({ ok: false, error: saltMessage });
  });

  it.each([
    [1, true],
    [600_000, true],
    ['1000', true],
    [10_000_000, true],
    [0, false],
    [10_000_001, false],
    [1.5, false],
    ['', false],
    ['abc', false],
  ])('iterations %j → %j', (value, ok) => {
    expect(parseIterations(value)).toEqual(
      ok ? { ok: true, value: Number(value) } : { ok: false, error: iterationsMessage },
    );
  });

  it('says what is wrong with a key, a salt or a ciphertext', () => {
    expect(inEnglish(keyMessage, words)).toBe('Key must be 32 or 64 hex characters (128 or 256 bits)');
    expect(inEnglish(saltMessage, words)).toBe('Salt must be hexadecimal, an even number of digits');
    expect(inEnglish(ciphertextHexMessage, words)).toBe('Ciphertext must be hexadecimal, an even number of digits');
  });

  it('says the iteration range in words', () => {
    expect(inEnglish(iterationsMessage, words)).toBe('Iterations must be an integer between 1 and 10,000,000');
    expect(inLanguage('de', iterationsMessage, words, de)).toBe(
      'Die Iterationen müssen eine ganze Zahl zwischen 1 und 10.000.000 sein',
    );
    expect(inLanguage('ru', iterationsMessage, words, ru)).toBe(
      'Число итераций должно быть целым числом от 1 до 10\u00a0000\u00a0000',
    );
  });

  it('reads ciphertext hex with spaces, refuses the rest', () => {
    expect(parseCiphertextHex('0a 0b\n0c')).toEqual({ ok: true, value: new Uint8Array([10, 11, 12]) });
    expect(parseCiphertextHex('0a0')).toEqual({ ok: false, error: ciphertextHexMessage });
    expect(parseCiphertextHex('U2FsdGVk')).toEqual({ ok: false, error: ciphertextHexMessage });
  });

  it('accepts hex as people paste it: spaced, or behind 0x', () => {
    expect(parseKeyHex(`0x${'ab'.repeat(16)}`).ok).toBe(true);
    expect(parseIvHex('00 11 22 33 44 55 66 77 88 99 aa bb', 'AES-GCM').ok).toBe(true);
  });
});
