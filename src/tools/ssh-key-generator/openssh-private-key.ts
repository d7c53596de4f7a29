// The OpenSSH private key file (PROTOCOL.key in OpenSSH's sources), written and read: "openssh-key-v1",
// cipher and KDF, one public key, then the private section, plain or encrypted with AES-256-CTR
// under a key and IV from bcrypt_pbkdf.

import { base64ToBytes, bytesToBase64, concatBytes } from '../../lib/bytes';
import { randomBytes } from '../../lib/random';
import { SshFormatError, SshReader, sshString, sshUint32 } from './ssh-wire';

/** A key pair as the file holds it. */
export interface PrivateKeyMaterial {
  /** The public key blob (RFC 4253 §6.6). */
  publicBlob: Uint8Array;
  /** The private key as the private section holds it: `string type`, then the type's own fields. */
  privateKey: Uint8Array;
  /** Written twice before the private key: after decryption they differ when the passphrase was wrong. */
  check: number;
}

export interface Encryption {
  passphrase: string;
  /** bcrypt_pbkdf rounds, as `ssh-keygen -a`. */
  rounds: number;
  /** 16 random bytes unless given (tests). */
  salt?: Uint8Array;
}

/** Web Crypto's SubtleCrypto, as the browser or Node (without the DOM's types) has it. */
export type Subtle = typeof globalThis.crypto.subtle;

const utf8 = new TextEncoder();
const magic = utf8.encode('openssh-key-v1\0');
const label = 'OPENSSH PRIVATE KEY';
const lineLength = 70;
const saltBytes = 16;
const aesKeyBytes = 32;
const aesBlockBytes = 16;
/** The private section is padded to the cipher's block size, 8 for none. */
const plainBlockBytes = 8;

function armor(bytes: Uint8Array): string {
  const base64 = bytesToBase64(bytes);
  const lines = [`-----BEGIN ${label}-----`];
  for (let start = 0; start < base64.length; start += lineLength) lines.push(base64.slice(start, start + lineLength));
  lines.push(`-----END ${label}-----`, '');
  return lines.join('\n');
}

/** Check values, private key and comment, padded with 1, 2, 3… to a multiple of `blockBytes`. */
function privateSection({ privateKey, check }: PrivateKeyMaterial, comment: string, blockBytes: number): Uint8Array {
  const body = concatBytes(sshUint32(check), sshUint32(check), privateKey, sshString(comment));
  const padding = (blockBytes - (body.length % blockBytes)) % blockBytes;
  return concatBytes(
    body,
    Uint8Array.from({ length: padding }, (_, index) => index + 1),
  );
}

function fileBytes(cipher: string, kdf: string, kdfOptions: Uint8Array, publicBlob: Uint8Array, section: Uint8Array) {
  return concatBytes(
    magic,
    sshString(cipher),
    sshString(kdf),
    sshString(kdfOptions),
    sshUint32(1),
    sshString(publicBlob),
    sshString(section),
  );
}

/** The unencrypted file, as `ssh-keygen -N ""` writes it. */
export function openSshPrivateKey(material: PrivateKeyMaterial, comment: string): string {
  const section = privateSection(material, comment, plainBlockBytes);
  return armor(fileBytes('none', 'none', new Uint8Array(0), material.publicBlob, section));
}

/**
 * bcrypt_pbkdf (OpenBSD's, as OpenSSH uses it for key files). The library (with tweetnacl's
 * SHA-512, 18 KB gzip) loads the first time a key is encrypted.
 */
async function bcryptPbkdf(password: Uint8Array, salt: Uint8Array, length: number, rounds: number) {
  const { default: bcrypt } = await import('bcrypt-pbkdf');
  const key = new Uint8Array(length);
  if (bcrypt.pbkdf(password, password.length, salt, salt.length, key, length, rounds) !== 0)
    throw new RangeError('bcrypt_pbkdf refused its arguments');
  return key;
}

/** AES-256-CTR with the whole 16-byte IV as the counter, as OpenSSH's aes256-ctr. */
async function aes256Ctr(subtle: Subtle, keyAndIv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const key = await subtle.importKey('raw', keyAndIv.slice(0, aesKeyBytes), 'AES-CTR', false, ['encrypt']);
  const counter = keyAndIv.slice(aesKeyBytes, aesKeyBytes + aesBlockBytes);
  return new Uint8Array(
    await subtle.encrypt({ name: 'AES-CTR', counter, length: 128 }, key, data as Uint8Array<ArrayBuffer>),
  );
}

/** The key and IV for a passphrase: the 48 bytes of bcrypt_pbkdf. */
function keyAndIvOf(passphrase: string, salt: Uint8Array, rounds: number) {
  return bcryptPbkdf(utf8.encode(passphrase), salt, aesKeyBytes + aesBlockBytes, rounds);
}

/** The file encrypted with aes256-ctr and the bcrypt KDF, as `ssh-keygen -N passphrase -a rounds` writes it. */
export async function encryptedOpenSshPrivateKey(
  material: PrivateKeyMaterial,
  comment: string,
  { passphrase, rounds, salt = randomBytes(saltBytes) }: Encryption,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<string> {
  const keyAndIv = await keyAndIvOf(passphrase, salt, rounds);
  const section = await aes256Ctr(subtle, keyAndIv, privateSection(material, comment, aesBlockBytes));
  const kdfOptions = concatBytes(sshString(salt), sshUint32(rounds));
  return armor(fileBytes('aes256-ctr', 'bcrypt', kdfOptions, material.publicBlob, section));
}

/** A private key file as read back. */
export interface ReadPrivateKey {
  cipher: string;
  kdf: string;
  /** bcrypt rounds, for an encrypted file. */
  rounds?: number;
  publicBlob: Uint8Array;
  /** The key type, then each of its fields' bytes as the private section holds them (mpints with their sign byte). */
  type: string;
  fields: Uint8Array[];
  comment: string;
}

// How many strings (or mpints) follow the type name in the private section.
const privateFieldCounts: Record<string, number> = {
  'ssh-ed25519': 2,
  'ecdsa-sha2-nistp256': 3,
  'ecdsa-sha2-nistp384': 3,
  'ecdsa-sha2-nistp521': 3,
  'ssh-rsa': 6,
  'ssh-dss': 5,
};

/** Thrown by readOpenSshPrivateKey when the passphrase does not open the file. */
export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError';
}

/**
 * Reads an OpenSSH private key file, decrypting it with `passphrase` when it is encrypted (aes256-ctr
 * and bcrypt only). Throws SshFormatError when it is not one, WrongPassphraseError when the
 * passphrase is wrong.
 */
export async function readOpenSshPrivateKey(
  text: string,
  passphrase = '',
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<ReadPrivateKey> {
  const body = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]*)-----END ${label}-----`).exec(text);
  if (!body) throw new SshFormatError('Not an OpenSSH private key');
  const bytes = base64ToBytes(body[1]);
  if (bytes.length < magic.length || !magic.every((byte, index) => bytes[index] === byte))
    throw new SshFormatError('Not openssh-key-v1');
  const reader = new SshReader(bytes.subarray(magic.length));
  const cipher = reader.text();
  const kdf = reader.text();
  const kdfOptions = new SshReader(reader.string());
  if (reader.uint32() !== 1) throw new SshFormatError('Not one key');
  const publicBlob = reader.string();
  let section = reader.string();
  let rounds: number | undefined;
  if (cipher === 'aes256-ctr' && kdf === 'bcrypt') {
    const salt = kdfOptions.string();
    rounds = kdfOptions.uint32();
    if (passphrase === '') throw new WrongPassphraseError('The key is encrypted');
    section = await aes256Ctr(subtle, await keyAndIvOf(passphrase, salt, rounds), section);
  } else if (cipher !== 'none' || kdf !== 'none') {
    throw new SshFormatError(`Cipher ${cipher} with KDF ${kdf} is not read here`);
  }
  const inner = new SshReader(section);
  if (inner.uint32() !== inner.uint32()) throw new WrongPassphraseError('Wrong passphrase');
  const type = inner.text();
  const count = privateFieldCounts[type];
  if (count === undefined) throw new SshFormatError(`Unknown key type ${type}`);
  const fields = Array.from({ length: count }, () => inner.string());
  const comment = inner.text();
  const padding = inner.take(inner.remaining);
  if (!padding.every((byte, index) => byte === index + 1)) throw new SshFormatError('Bad padding');
  return { cipher, kdf, rounds, publicBlob, type, fields, comment };
}
