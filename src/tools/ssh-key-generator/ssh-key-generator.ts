// SSH key pairs made with Web Crypto and written as OpenSSH writes them: the public key line, the
// private key file (see openssh-private-key.ts), the fingerprints and the randomart.

import { base64ToBytes, bytesToBase64, concatBytes } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import { randomBytes } from '../../lib/random';
import { err, ok, type Result } from '../../lib/result';
import type { PrivateKeyMaterial, Subtle } from './openssh-private-key';
import { fingerprintLine, md5Fingerprint, randomart, readKeyBlob } from './ssh-public-key';
import { sshMpint, sshString } from './ssh-wire';

export const keyTypes = ['ed25519', 'ecdsa256', 'ecdsa384', 'ecdsa521', 'rsa2048', 'rsa3072', 'rsa4096'] as const;
export type SshKeyType = (typeof keyTypes)[number];

/** How each choice is made and named. */
type KeyTypeFacts =
  | { algorithm: 'ed25519' }
  | { algorithm: 'ecdsa'; curve: 'P-256' | 'P-384' | 'P-521'; sshCurve: string }
  | { algorithm: 'rsa'; bits: number };

const keyTypeFacts: Record<SshKeyType, KeyTypeFacts> = {
  ed25519: { algorithm: 'ed25519' },
  ecdsa256: { algorithm: 'ecdsa', curve: 'P-256', sshCurve: 'nistp256' },
  ecdsa384: { algorithm: 'ecdsa', curve: 'P-384', sshCurve: 'nistp384' },
  ecdsa521: { algorithm: 'ecdsa', curve: 'P-521', sshCurve: 'nistp521' },
  rsa2048: { algorithm: 'rsa', bits: 2048 },
  rsa3072: { algorithm: 'rsa', bits: 3072 },
  rsa4096: { algorithm: 'rsa', bits: 4096 },
};

/** The file name ssh-keygen gives the private key (`.pub` added for the public one). */
export function keyFileName(type: SshKeyType): string {
  return `id_${keyTypeFacts[type].algorithm}`;
}

export interface SshKeyPair extends PrivateKeyMaterial {
  type: SshKeyType;
}

/** The members of an exported private JWK that SSH keys are made of (RFC 7518, RFC 8037). */
export interface PrivateJwk {
  x?: string;
  y?: string;
  d?: string;
  n?: string;
  e?: string;
  p?: string;
  q?: string;
  qi?: string;
}

/** The unsigned big-endian bytes of a JWK member. */
const jwkBytes = (value: string | undefined): Uint8Array => base64ToBytes(value ?? '');

/** The key pair of an exported private JWK, in the SSH encodings. */
export function keyPairFromJwk(type: SshKeyType, jwk: PrivateJwk, check: number): SshKeyPair {
  const facts = keyTypeFacts[type];
  let publicBlob: Uint8Array;
  let privateKey: Uint8Array;
  if (facts.algorithm === 'ed25519') {
    const publicKey = jwkBytes(jwk.x);
    const name = sshString('ssh-ed25519');
    publicBlob = concatBytes(name, sshString(publicKey));
    // OpenSSH keeps the 32-byte seed followed by the public key.
    privateKey = concatBytes(name, sshString(publicKey), sshString(concatBytes(jwkBytes(jwk.d), publicKey)));
  } else if (facts.algorithm === 'ecdsa') {
    const name = sshString(`ecdsa-sha2-${facts.sshCurve}`);
    const point = sshString(concatBytes(Uint8Array.of(4), jwkBytes(jwk.x), jwkBytes(jwk.y)));
    publicBlob = concatBytes(name, sshString(facts.sshCurve), point);
    privateKey = concatBytes(name, sshString(facts.sshCurve), point, sshMpint(jwkBytes(jwk.d)));
  } else {
    const name = sshString('ssh-rsa');
    const [n, e, d, qi, p, q] = [jwk.n, jwk.e, jwk.d, jwk.qi, jwk.p, jwk.q].map((value) => sshMpint(jwkBytes(value)));
    publicBlob = concatBytes(name, e, n);
    privateKey = concatBytes(name, n, e, d, qi, p, q);
  }
  return { type, publicBlob, privateKey, check };
}

/** Web Crypto's name and parameters for generating a key pair of the type. */
function generationParameters(facts: KeyTypeFacts): Parameters<Subtle['generateKey']>[0] {
  // Declared apart: the DOM-less types know only the common `name` of algorithm parameters.
  const parameters =
    facts.algorithm === 'ed25519'
      ? { name: 'Ed25519' }
      : facts.algorithm === 'ecdsa'
        ? { name: 'ECDSA', namedCurve: facts.curve }
        : {
            name: 'RSASSA-PKCS1-v1_5',
            modulusLength: facts.bits,
            publicExponent: Uint8Array.of(1, 0, 1),
            hash: 'SHA-256',
          };
  return parameters;
}

/**
 * A new key pair of `type`, from Web Crypto. A browser without Web Crypto's Ed25519 gives
 * `errors.noEd25519`.
 */
export async function generateSshKeyPair(
  type: SshKeyType,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<Result<SshKeyPair, Message>> {
  const facts = keyTypeFacts[type];
  let generated: Awaited<ReturnType<Subtle['generateKey']>>;
  try {
    generated = await subtle.generateKey(generationParameters(facts), true, ['sign', 'verify']);
  } catch (error) {
    if (facts.algorithm === 'ed25519') return err(message('errors.noEd25519'));
    throw error;
  }
  if (!('privateKey' in generated)) throw new TypeError('Web Crypto made a single key, not a pair');
  const jwk = await subtle.exportKey('jwk', generated.privateKey);
  const [check] = new Uint32Array(randomBytes(4).buffer);
  return ok(keyPairFromJwk(type, jwk, check));
}

/** Tabs and line breaks taken out: a comment is one line. */
export function cleanComment(comment: string): string {
  return comment.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, '');
}

/** What a key pair shows besides its private key. */
export interface PublicOutputs {
  /** `ssh-ed25519 AAAA… comment`, no trailing space without a comment. */
  publicKey: string;
  /** `256 SHA256:… comment (ED25519)`, as `ssh-keygen -l`. */
  fingerprint: string;
  md5Fingerprint: string;
  randomart: string;
}

export function publicOutputs(pair: SshKeyPair, comment: string): PublicOutputs {
  const key = readKeyBlob(pair.publicBlob);
  const line = `${key.type} ${bytesToBase64(pair.publicBlob)}`;
  return {
    publicKey: comment === '' ? line : `${line} ${comment}`,
    fingerprint: fingerprintLine(key, comment),
    md5Fingerprint: md5Fingerprint(pair.publicBlob),
    randomart: randomart(key),
  };
}

export const defaultRounds = 16;
export const minRounds = 1;
export const maxRounds = 1000;

/** "Key derivation rounds" as typed: a whole number from 1 to 1000, else `errors.rounds`. */
export function parseRounds(text: string): Result<number, Message> {
  const rounds = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN;
  return rounds >= minRounds && rounds <= maxRounds ? ok(rounds) : err(message('errors.rounds'));
}
