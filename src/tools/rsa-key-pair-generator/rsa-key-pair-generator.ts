import forge from 'node-forge';
import { randomBytes } from '../../lib/random';
import { asn1Children, fromBinary, parseDer, toBinary, toDer } from './forge-der';

export const publicExponent = 65537;

export type RsaEngine = 'Web Crypto' | 'node-forge';

/** A key pair as DER: the public key as SPKI, the private key as PKCS#1 (RSAPrivateKey). */
export interface RsaKeyPairDer {
  bits: number;
  spki: Uint8Array;
  pkcs1: Uint8Array;
  engine: RsaEngine;
}

const rsaEncryptionOid = forge.pki.oids.rsaEncryption;

/** The RSAPrivateKey (PKCS#1) inside a PrivateKeyInfo (PKCS#8); throws when it is not an RSA key. */
export function pkcs8ToPkcs1(pkcs8: Uint8Array): Uint8Array {
  const [version, algorithm, privateKey] = asn1Children(parseDer(pkcs8));
  const [oid] = asn1Children(algorithm);
  const isRsa =
    version?.type === forge.asn1.Type.INTEGER &&
    oid?.type === forge.asn1.Type.OID &&
    typeof oid.value === 'string' &&
    forge.asn1.derToOid(oid.value) === rsaEncryptionOid &&
    privateKey?.type === forge.asn1.Type.OCTETSTRING &&
    typeof privateKey.value === 'string';
  if (!isRsa) throw new Error('Not a PKCS#8 RSA private key');
  return fromBinary(privateKey.value as string);
}

/** The same key wrapped as a PrivateKeyInfo (PKCS#8), algorithm rsaEncryption. */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array {
  return toDer(forge.pki.wrapRsaPrivateKey(parseDer(pkcs1)));
}

/** Web Crypto's RSA generation: native and fast, but browsers differ in the sizes they accept. */
export async function generateWithWebCrypto(bits: number, subtle: SubtleCrypto): Promise<RsaKeyPairDer> {
  const pair = (await subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: bits,
      publicExponent: Uint8Array.of(0x01, 0x00, 0x01),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const [spki, pkcs8] = await Promise.all([
    subtle.exportKey('spki', pair.publicKey),
    subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { bits, spki: new Uint8Array(spki), pkcs1: pkcs8ToPkcs1(new Uint8Array(pkcs8)), engine: 'Web Crypto' };
}

/** forge's random source, replaced by crypto.getRandomValues (forge's own PRNG is not used). */
const webCryptoPrng = {
  getBytesSync(count: number): string {
    return toBinary(randomBytes(count));
  },
};

export interface ForgeOptions {
  /** Checked between steps: an aborted signal stops the search (the promise rejects with its reason). */
  signal?: AbortSignal;
  /** How long each step computes before letting other events (a newer request) through. */
  stepMs?: number;
}

// forge's step-by-step generation, which its type definitions leave out.
interface GenerationState {
  keys: forge.pki.rsa.KeyPair | null;
}
interface SteppedRsaGeneration {
  createKeyPairGenerationState(bits: number, e: number, options: { prng: typeof webCryptoPrng }): GenerationState;
  /** Computes for about `ms` milliseconds; true once `state.keys` is set. */
  stepKeyPairGenerationState(state: GenerationState, ms: number): boolean;
}
const steppedRsa = forge.pki.rsa as unknown as SteppedRsaGeneration;

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * node-forge's pure JavaScript generation: slower, but takes every size in range and can be
 * stopped. It runs in steps of `stepMs`, so a worker running it still hears newer messages.
 */
export async function generateWithForge(
  bits: number,
  { signal, stepMs = 50 }: ForgeOptions = {},
): Promise<RsaKeyPairDer> {
  // With a prng of our own, forge never hands the work to Node's or the browser's native crypto.
  const state = steppedRsa.createKeyPairGenerationState(bits, publicExponent, { prng: webCryptoPrng });
  signal?.throwIfAborted();
  while (!steppedRsa.stepKeyPairGenerationState(state, stepMs)) {
    await yieldToEvents();
    signal?.throwIfAborted();
  }
  const { publicKey, privateKey } = state.keys as forge.pki.rsa.KeyPair;
  return {
    bits,
    spki: toDer(forge.pki.publicKeyToAsn1(publicKey)),
    pkcs1: toDer(forge.pki.privateKeyToAsn1(privateKey)),
    engine: 'node-forge',
  };
}

/**
 * Up to this size, forge stands in for Web Crypto while an abandoned Web Crypto generation is still
 * running: browsers run their native RSA generations one after the other (Chromium: one per page
 * process) and cannot stop one, so after giving up on, say, 8192 bits a new 2048-bit pair would
 * wait for it. Above it forge would take longer than the wait.
 */
export const forgeWhileWebCryptoBusyMaxBits = 4096;

export interface GeneratorOptions {
  /** Web Crypto to try first (the global one by default); null goes straight to forge. */
  subtle?: SubtleCrypto | null;
  stepMs?: number;
}

export interface RsaKeyPairGenerator {
  /** A new pair of `bits` bits (validate them first); `signal` abandons it. */
  generate(bits: number, options?: { signal?: AbortSignal }): Promise<RsaKeyPairDer>;
  /** Web Crypto generations started and not settled yet, abandoned ones included. */
  webCryptoPending(): number;
}

/** Generates with Web Crypto where it takes the size and is free, else with forge. */
export function createRsaKeyPairGenerator({
  subtle = globalThis.crypto?.subtle ?? null,
  stepMs,
}: GeneratorOptions = {}): RsaKeyPairGenerator {
  let pending = 0;
  return {
    webCryptoPending: () => pending,
    async generate(bits, { signal } = {}) {
      if (subtle && (pending === 0 || bits > forgeWhileWebCryptoBusyMaxBits)) {
        pending++;
        try {
          return await generateWithWebCrypto(bits, subtle);
        } catch {
          // A refused size (Chromium refuses under 512 bits, Node 256): forge takes any.
        } finally {
          pending--;
        }
      }
      return generateWithForge(bits, { signal, stepMs });
    },
  };
}

/** A one-off pair: Web Crypto where it accepts the size, else forge. */
export function generateRsaKeyPairDer(bits: number, options: GeneratorOptions = {}): Promise<RsaKeyPairDer> {
  return createRsaKeyPairGenerator(options).generate(bits);
}

/** The modulus size and public exponent of an SPKI public key, read back (for checks and display). */
export function describePublicKey(spki: Uint8Array): { bits: number; exponent: number } {
  const key = forge.pki.publicKeyFromAsn1(parseDer(spki)) as forge.pki.rsa.PublicKey;
  return { bits: key.n.bitLength(), exponent: key.e.intValue() };
}
