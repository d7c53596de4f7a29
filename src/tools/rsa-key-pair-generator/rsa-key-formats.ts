import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64, concatBytes } from '../../lib/bytes';
import { pemEncode } from '../../lib/pem';
import { pkcs1ToPkcs8, rsaPublicNumbers } from './rsa-der';
import type { RsaEngine, RsaKeyPairDer } from './rsa-generator';

/** Everything the page shows of a new key pair, computed once. */
export interface RsaKeyPairText {
  bits: number;
  engine: RsaEngine;
  /** SPKI, `-----BEGIN PUBLIC KEY-----`. */
  publicKeyPem: string;
  /** PKCS#1, `-----BEGIN RSA PRIVATE KEY-----`. */
  privateKeyPem: string;
  /** PKCS#8, `-----BEGIN PRIVATE KEY-----`. */
  privateKeyPkcs8Pem: string;
  /** `ssh-rsa AAAA…`, without a comment. */
  openSshPublicKey: string;
  /** As `ssh-keygen -l` prints it: `SHA256:` and unpadded Base64. */
  fingerprintSha256: string;
  /** The private key as DER, for encrypting it later with a passphrase. */
  pkcs1: Uint8Array;
}

/** An SSH wire-format string (RFC 4251 §5): a 32-bit big-endian length, then the bytes. */
function sshString(bytes: Uint8Array): Uint8Array {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length);
  return concatBytes(length, bytes);
}

/**
 * The OpenSSH key blob (RFC 4253 §6.6): "ssh-rsa", e, n. An SSH mpint is a minimal two's-complement
 * big-endian number, which is exactly what a DER INTEGER holds, so the numbers are copied as read.
 */
function openSshKeyBlob(spki: Uint8Array): Uint8Array {
  const { modulus, exponent } = rsaPublicNumbers(spki);
  return concatBytes(sshString(new TextEncoder().encode('ssh-rsa')), sshString(exponent), sshString(modulus));
}

/** The OpenSSH authorized_keys line of an SPKI RSA public key (`ssh-rsa <blob>`), no comment. */
export function openSshPublicKey(spki: Uint8Array): string {
  return `ssh-rsa ${bytesToBase64(openSshKeyBlob(spki))}`;
}

/** SHA-256 of the OpenSSH key blob, as `SHA256:<Base64 without padding>` (ssh-keygen -l, GitHub). */
export function openSshFingerprintSha256(spki: Uint8Array): string {
  return `SHA256:${bytesToBase64(sha256(openSshKeyBlob(spki))).replace(/=+$/, '')}`;
}

export function keyPairText({ bits, engine, spki, pkcs1 }: RsaKeyPairDer): RsaKeyPairText {
  return {
    bits,
    engine,
    publicKeyPem: pemEncode('PUBLIC KEY', spki),
    privateKeyPem: pemEncode('RSA PRIVATE KEY', pkcs1),
    privateKeyPkcs8Pem: pemEncode('PRIVATE KEY', pkcs1ToPkcs8(pkcs1)),
    openSshPublicKey: openSshPublicKey(spki),
    fingerprintSha256: openSshFingerprintSha256(spki),
    pkcs1,
  };
}
