import forge from 'node-forge';
import { randomBytes } from '../../lib/random';
import { toBinary, toDer } from './forge-der';
import { publicExponent, type RsaKeyPairDer } from './rsa-generator';

// node-forge is most of the bytes: only the worker that runs forge, and generateWithForge on
// demand, import this module.

/** forge's random source, replaced by crypto.getRandomValues (forge's own PRNG is not used). */
const webCryptoPrng = {
  getBytesSync(count: number): string {
    return toBinary(randomBytes(count));
  },
};

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
 * stopped (`signal`, checked between steps). It computes `stepMs` at a time, then lets other events
 * (a newer request) through.
 */
export async function generateForgeKeyPair(
  bits: number,
  { signal, stepMs = 50 }: { signal?: AbortSignal; stepMs?: number } = {},
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
