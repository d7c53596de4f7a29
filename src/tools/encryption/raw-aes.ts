import { bytesToHex } from '../../lib/bytes';
import { readPastedHex } from '../../lib/hex';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { decryptionError } from './encryption';

/**
 * AES with an explicit key and IV through Web Crypto — what other tools and languages use,
 * unlike the passphrase format of the cards above. The key is given in hex or derived from a
 * password with PBKDF2-HMAC-SHA256; ciphertexts are written in hex. AES-GCM ciphertexts end
 * with the 16-byte authentication tag, as Web Crypto, Node and Go write them.
 */
export const rawAesModes = ['AES-GCM', 'AES-CBC'] as const;
export type RawAesMode = (typeof rawAesModes)[number];

export const keySources = ['Hex key', 'PBKDF2'] as const;
export type KeySource = (typeof keySources)[number];

/** 96 bits for GCM (the size it is designed for), one 128-bit block for CBC. */
export const ivBytes: Record<RawAesMode, number> = { 'AES-GCM': 12, 'AES-CBC': 16 };
export const keyBytesChoices = [16, 32] as const;
export const derivedKeyBytes = 32;
export const defaultSaltBytes = 16;

// OWASP's 2023 figure for PBKDF2-HMAC-SHA256.
export const defaultIterations = 600_000;
export const minIterations = 1;
export const maxIterations = 10_000_000;

export const keyMessage: Message = message('errors.key');
export const saltMessage: Message = message('errors.salt');
export const iterationsMessage: Message = message('errors.iterations', { min: minIterations, max: maxIterations });
export const ciphertextHexMessage: Message = message('errors.ciphertextHex');

export function ivMessage(mode: RawAesMode): Message {
  return message('errors.iv', { digits: ivBytes[mode] * 2, bits: ivBytes[mode] * 8, mode });
}

type Parsed<T> = Result<T, Message>;

/** Pasted hex as bytes, or `error` when it is not hex or `isValidLength` refuses its length. */
function parseHexBytes(text: string, error: Message, isValidLength?: (length: number) => boolean): Parsed<Uint8Array> {
  const read = readPastedHex(text);
  if (!read.ok || (isValidLength && !isValidLength(read.value.length))) return err(error);
  return read;
}

export function parseKeyHex(text: string): Parsed<Uint8Array> {
  return parseHexBytes(text, keyMessage, (length) => (keyBytesChoices as readonly number[]).includes(length));
}

export function parseIvHex(text: string, mode: RawAesMode): Parsed<Uint8Array> {
  return parseHexBytes(text, ivMessage(mode), (length) => length === ivBytes[mode]);
}

export function parseSaltHex(text: string): Parsed<Uint8Array> {
  return parseHexBytes(text, saltMessage);
}

export function parseIterations(value: number | string): Parsed<number> {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < minIterations || number > maxIterations) return err(iterationsMessage);
  return ok(number);
}

export function parseCiphertextHex(text: string): Parsed<Uint8Array> {
  return parseHexBytes(text, ciphertextHexMessage);
}

// Web Crypto wants ArrayBuffer-backed views; copying also detaches the caller's array.
function buffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** PBKDF2-HMAC-SHA256 of the UTF-8 password: a 256-bit AES key. */
export async function pbkdf2Key(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: buffer(salt), iterations },
    material,
    derivedKeyBytes * 8,
  );
  return new Uint8Array(bits);
}

export interface RawAesParams {
  mode: RawAesMode;
  key: Uint8Array;
  iv: Uint8Array;
}

// Named through `crypto.subtle`, so this module type-checks without the DOM library.
type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

async function importKey({ mode, key }: RawAesParams, usage: 'encrypt' | 'decrypt'): Promise<AesKey> {
  return crypto.subtle.importKey('raw', buffer(key), { name: mode }, false, [usage]);
}

/** UTF-8 text → hex ciphertext (AES-CBC with PKCS#7 padding; AES-GCM with the tag appended). */
export async function rawAesEncrypt(text: string, params: RawAesParams): Promise<string> {
  const key = await importKey(params, 'encrypt');
  const encrypted = await crypto.subtle.encrypt(
    { name: params.mode, iv: buffer(params.iv) },
    key,
    new TextEncoder().encode(text),
  );
  return bytesToHex(new Uint8Array(encrypted));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Hex ciphertext → text. A wrong key, IV or mode fails GCM's tag check or CBC's padding check
 * (or leaves bytes that are not UTF-8): all are reported with the same message as the cards above.
 */
export async function rawAesDecrypt(ciphertext: Uint8Array, params: RawAesParams): Promise<Parsed<string>> {
  if (ciphertext.length === 0) return ok('');
  try {
    const key = await importKey(params, 'decrypt');
    const decrypted = await crypto.subtle.decrypt(
      { name: params.mode, iv: buffer(params.iv) },
      key,
      buffer(ciphertext),
    );
    return ok(strictUtf8.decode(decrypted));
  } catch {
    return err(decryptionError);
  }
}

/** How the raw AES key and IV are given: the key in hex, or a password, salt and iterations for PBKDF2. */
export interface RawAesKeyInput {
  mode: RawAesMode;
  keySource: KeySource;
  keyHex: string;
  password: string;
  saltHex: string;
  iterations: number;
  ivHex: string;
}

/** The key (read or derived) and IV, or what is wrong with the first bad one. */
export async function rawAesParams(input: RawAesKeyInput): Promise<Parsed<RawAesParams>> {
  let key: Uint8Array;
  if (input.keySource === 'Hex key') {
    const read = parseKeyHex(input.keyHex);
    if (!read.ok) return read;
    key = read.value;
  } else {
    const salt = parseSaltHex(input.saltHex);
    if (!salt.ok) return salt;
    const iterations = parseIterations(input.iterations);
    if (!iterations.ok) return iterations;
    key = await pbkdf2Key(input.password, salt.value, iterations.value);
  }
  const iv = parseIvHex(input.ivHex, input.mode);
  return iv.ok ? ok({ mode: input.mode, key, iv: iv.value }) : iv;
}
