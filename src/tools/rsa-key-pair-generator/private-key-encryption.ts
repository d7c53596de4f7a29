import { derInteger, derNull, derOctetString, derOid, derSequence } from '../../lib/der';
import { fail } from '../../lib/operation/message';
import { pemEncode } from '../../lib/pem';
import { randomBytes } from '../../lib/random';
import { pkcs1ToPkcs8 } from './rsa-der';
import type { Subtle } from './rsa-generator';

/**
 * PBES2 as OpenSSL 3 writes it (`openssl pkcs8 -topk8 -v2 aes-256-cbc`): PBKDF2 with
 * HMAC-SHA256, AES-256-CBC. More iterations than OpenSSL's 2048, to slow down guessing.
 */
export const pbkdf2Iterations = 100_000;
const saltBytes = 16;
const ivBytes = 16;
const keyBytes = 32;

export type EncryptionEngine = 'Web Crypto' | 'node-forge';

export interface EncryptOptions {
  /** Web Crypto to use (the global one by default); null, or none (an insecure context), uses forge. */
  subtle?: Subtle | null;
  /** Fixed salt and IV, for tests only; random (crypto.getRandomValues) otherwise. */
  salt?: Uint8Array;
  iv?: Uint8Array;
  iterations?: number;
}

const utf8 = new TextEncoder();

async function encryptWithWebCrypto(
  subtle: Subtle,
  plaintext: Uint8Array,
  passphrase: string,
  salt: Uint8Array,
  iv: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  const password = await subtle.importKey('raw', utf8.encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    password,
    { name: 'AES-CBC', length: keyBytes * 8 },
    false,
    ['encrypt'],
  );
  return new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> },
      key,
      plaintext as Uint8Array<ArrayBuffer>,
    ),
  );
}

const oids = {
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  hmacWithSha256: '1.2.840.113549.2.9',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
};

/** EncryptedPrivateKeyInfo (RFC 5958) with PBES2 parameters (RFC 8018). */
function encryptedPrivateKeyInfo(salt: Uint8Array, iterations: number, iv: Uint8Array, ciphertext: Uint8Array) {
  return derSequence(
    derSequence(
      derOid(oids.pbes2),
      derSequence(
        derSequence(
          derOid(oids.pbkdf2),
          derSequence(
            derOctetString(salt),
            derInteger(iterations),
            derSequence(derOid(oids.hmacWithSha256), derNull()),
          ),
        ),
        derSequence(derOid(oids.aes256Cbc), derOctetString(iv)),
      ),
    ),
    derOctetString(ciphertext),
  );
}

/**
 * The private key as PKCS#8 encrypted with `passphrase` (UTF-8), PEM `ENCRYPTED PRIVATE KEY`:
 * what `openssl pkey -in key.pem -passin pass:…` and Node's createPrivateKey read.
 */
export async function encryptPrivateKey(
  pkcs1: Uint8Array,
  passphrase: string,
  {
    subtle = globalThis.crypto?.subtle ?? null,
    salt = randomBytes(saltBytes),
    iv = randomBytes(ivBytes),
    iterations = pbkdf2Iterations,
  }: EncryptOptions = {},
): Promise<{ pem: string; engine: EncryptionEngine }> {
  if (passphrase === '') fail('errors.passphraseRequired');
  const plaintext = pkcs1ToPkcs8(pkcs1);
  const ciphertext = subtle
    ? await encryptWithWebCrypto(subtle, plaintext, passphrase, salt, iv, iterations)
    : (await import('./forge-pbes2')).encryptWithForge(plaintext, passphrase, { salt, iv, iterations, keyBytes });
  return {
    pem: pemEncode('ENCRYPTED PRIVATE KEY', encryptedPrivateKeyInfo(salt, iterations, iv, ciphertext)),
    engine: subtle ? 'Web Crypto' : 'node-forge',
  };
}
