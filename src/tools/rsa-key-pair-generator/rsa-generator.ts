// Key generation without node-forge: Web Crypto first, and a fallback the caller gives (forge,
// here in the worker or, in rsa-key-pair-generator.ts, loaded on demand) for what it cannot do.

import { pkcs8ToPkcs1 } from './rsa-der';

export const publicExponent = 65537;

/** Web Crypto's SubtleCrypto, as the browser or Node (without the DOM's types) has it. */
export type Subtle = typeof globalThis.crypto.subtle;

export type RsaEngine = 'Web Crypto' | 'node-forge';

/** A key pair as DER: the public key as SPKI, the private key as PKCS#1 (RSAPrivateKey). */
export interface RsaKeyPairDer {
  bits: number;
  spki: Uint8Array;
  pkcs1: Uint8Array;
  engine: RsaEngine;
}

/** Web Crypto's RSA generation: native and fast, but browsers differ in the sizes they accept. */
export async function generateWithWebCrypto(bits: number, subtle: Subtle): Promise<RsaKeyPairDer> {
  const pair = await subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: bits,
      publicExponent: Uint8Array.of(0x01, 0x00, 0x01),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const [spki, pkcs8] = await Promise.all([
    subtle.exportKey('spki', pair.publicKey),
    subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { bits, spki: new Uint8Array(spki), pkcs1: pkcs8ToPkcs1(new Uint8Array(pkcs8)), engine: 'Web Crypto' };
}

/**
 * Up to this size, forge stands in for Web Crypto while an abandoned Web Crypto generation is still
 * running: browsers run their native RSA generations one after the other (Chromium: one per page
 * process) and cannot stop one, so after giving up on, say, 8192 bits a new 2048-bit pair would
 * wait for it. Above it forge would take longer than the wait.
 */
export const forgeWhileWebCryptoBusyMaxBits = 4096;

/** Generation where Web Crypto cannot help: any size, stopped by `signal`. */
export type FallbackGeneration = (bits: number, options: { signal?: AbortSignal }) => Promise<RsaKeyPairDer>;

export interface RsaKeyPairGenerator {
  /** A new pair of `bits` bits (validate them first); `signal` abandons it. */
  generate(bits: number, options?: { signal?: AbortSignal }): Promise<RsaKeyPairDer>;
  /** Web Crypto generations started and not settled yet, abandoned ones included. */
  webCryptoPending(): number;
}

/**
 * Generates with Web Crypto where it takes the size and is free, else with `fallback`. Keep one for
 * as long as the page lives: it knows whether an abandoned Web Crypto run is still busy.
 */
export function createWebCryptoFirstGenerator({
  subtle = globalThis.crypto?.subtle ?? null,
  fallback,
}: {
  /** Web Crypto to try first (the global one by default); null goes straight to the fallback. */
  subtle?: Subtle | null;
  fallback: FallbackGeneration;
}): RsaKeyPairGenerator {
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
      signal?.throwIfAborted();
      return fallback(bits, { signal });
    },
  };
}
