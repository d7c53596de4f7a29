import forge from 'node-forge';
import { pemEncode } from '../../lib/pem';
import { parseDer } from './forge-der';
import { pkcs1ToPkcs8, type RsaEngine, type RsaKeyPairDer } from './rsa-key-pair-generator';

/** Everything the page shows of a new key pair, computed once, off the main thread. */
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

/** The OpenSSH authorized_keys line of an SPKI RSA public key (`ssh-rsa <blob>`), no comment. */
export function openSshPublicKey(spki: Uint8Array): string {
  const key = forge.pki.publicKeyFromAsn1(parseDer(spki)) as forge.pki.rsa.PublicKey;
  return String(forge.ssh.publicKeyToOpenSSH(key)).trim();
}

/** SHA-256 of the OpenSSH key blob, as `SHA256:<Base64 without padding>` (ssh-keygen -l, GitHub). */
export function openSshFingerprintSha256(spki: Uint8Array): string {
  const key = forge.pki.publicKeyFromAsn1(parseDer(spki)) as forge.pki.rsa.PublicKey;
  const digest = forge.ssh.getPublicKeyFingerprint(key, { md: forge.md.sha256.create(), encoding: 'binary' });
  return `SHA256:${forge.util.encode64(String(digest)).replace(/=+$/, '')}`;
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
