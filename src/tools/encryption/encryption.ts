import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Rabbit from 'crypto-js/rabbit';
import RC4 from 'crypto-js/rc4';
import TripleDES from 'crypto-js/tripledes';
import { base64ToBytes, bytesToBase64, bytesToHex, concatBytes } from '../../lib/bytes';
import { hexToBytes, isHex } from '../../lib/hex';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const cipherAlgorithms = ['AES', 'TripleDES', 'Rabbit', 'RC4'] as const;
export type CipherAlgorithm = (typeof cipherAlgorithms)[number];

export const cipherOutputFormats = ['Base64', 'Hex'] as const;
export type CipherOutputFormat = (typeof cipherOutputFormats)[number];

export const defaultPlainText = 'Lorem ipsum dolor sit amet';
export const defaultSecretKey = 'my secret key';
export const defaultCiphertext = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';

/** Said of anything that does not decrypt, whatever the cause (a wrong key, algorithm, or input). */
export const decryptionError: Message = message('errors.decrypt');

type CipherHelper = typeof AES;
type WordArray = CryptoJS.lib.WordArray;

interface CipherSpec {
  helper: CipherHelper;
  /** Bytes per block for block ciphers (a valid ciphertext is a whole number of blocks); 0 for stream ciphers. */
  blockBytes: number;
}

const ciphers: Record<CipherAlgorithm, CipherSpec> = {
  AES: { helper: AES, blockBytes: 16 },
  TripleDES: { helper: TripleDES, blockBytes: 8 },
  Rabbit: { helper: Rabbit, blockBytes: 0 },
  RC4: { helper: RC4, blockBytes: 0 },
};

/** OpenSSL's passphrase format: "Salted__", 8 salt bytes, then the ciphertext. */
const saltedMagic = new TextEncoder().encode('Salted__');
const saltBytes = 8;
const headerBytes = saltedMagic.length + saltBytes;
const saltedMagicHex = bytesToHex(saltedMagic);

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function wordArrayFromBytes(bytes: Uint8Array): WordArray {
  const words = new Array<number>(Math.ceil(bytes.length / 4)).fill(0);
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] |= bytes[i] << (24 - (i % 4) * 8);
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function bytesFromWordArray(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (wordArray.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

/**
 * crypto-js encodes a passphrase with encodeURIComponent, which throws on a lone surrogate;
 * a round trip through UTF-8 replaces those with U+FFFD, as TextEncoder does for the text.
 */
function wellFormed(text: string): string {
  return new TextDecoder().decode(utf8.encode(text));
}

export interface EncryptOptions {
  format?: CipherOutputFormat;
  /** 8 bytes; random (crypto.getRandomValues, inside crypto-js) when omitted. Fixed only by tests. */
  salt?: Uint8Array;
}

/**
 * Encrypts UTF-8 text with a passphrase as `openssl enc -md md5` does: key and IV from
 * EVP_BytesToKey(MD5, 1 iteration) over the passphrase and a random salt, output
 * "Salted__" + salt + ciphertext in Base64 (one line) or lowercase hex.
 */
export function encryptText(
  text: string,
  secretKey: string,
  algorithm: CipherAlgorithm,
  options: EncryptOptions = {},
): string {
  const { helper } = ciphers[algorithm];
  const config = options.salt ? { salt: wordArrayFromBytes(options.salt) } : undefined;
  const encrypted = helper.encrypt(wordArrayFromBytes(utf8.encode(text)), wellFormed(secretKey), config);
  const bytes = concatBytes(saltedMagic, bytesFromWordArray(encrypted.salt), bytesFromWordArray(encrypted.ciphertext));
  return options.format === 'Hex' ? bytesToHex(bytes) : bytesToBase64(bytes);
}

export interface SaltedCiphertext {
  salt: Uint8Array;
  ciphertext: Uint8Array;
}

/**
 * Reads the OpenSSL "Salted__" format, in Base64 or hex (told apart by the header, which
 * looks different in each); whitespace and line breaks are ignored. Undefined when unreadable.
 */
export function parseSaltedCiphertext(input: string): SaltedCiphertext | undefined {
  const compact = input.replace(/\s+/g, '');
  let bytes: Uint8Array;
  if (isHex(compact) && compact.toLowerCase().startsWith(saltedMagicHex)) {
    if (compact.length % 2 !== 0) return undefined;
    bytes = hexToBytes(compact);
  } else {
    try {
      bytes = base64ToBytes(compact);
    } catch {
      return undefined;
    }
  }
  if (bytes.length < headerBytes || saltedMagic.some((byte, index) => bytes[index] !== byte)) return undefined;
  return { salt: bytes.slice(saltedMagic.length, headerBytes), ciphertext: bytes.slice(headerBytes) };
}

const failure = err(decryptionError);

/**
 * Decrypts what encryptText (or `openssl enc -md md5`) wrote. Empty input gives empty text;
 * anything else that does not decrypt to non-empty, valid UTF-8 is reported as a failure —
 * crypto-js itself then sometimes throws and sometimes returns nothing.
 */
export function decryptText(input: string, secretKey: string, algorithm: CipherAlgorithm): Result<string, Message> {
  if (input.trim() === '') return ok('');
  const parsed = parseSaltedCiphertext(input);
  if (!parsed) return failure;
  const { helper, blockBytes } = ciphers[algorithm];
  if (parsed.ciphertext.length === 0) return failure;
  if (blockBytes > 0 && parsed.ciphertext.length % blockBytes !== 0) return failure;
  try {
    const params = CryptoJS.lib.CipherParams.create({
      ciphertext: wordArrayFromBytes(parsed.ciphertext),
      salt: wordArrayFromBytes(parsed.salt),
    });
    const decrypted = helper.decrypt(params, wellFormed(secretKey));
    // A wrong key leaves random padding bytes, so the length may come out negative or too large.
    if (decrypted.sigBytes <= 0 || decrypted.sigBytes > parsed.ciphertext.length) return failure;
    return ok(strictUtf8.decode(bytesFromWordArray(decrypted)));
  } catch {
    return failure;
  }
}
