import forge from 'node-forge';
import { randomBytes } from '../../lib/random';
import { toBinary, toDer } from './forge-der';

// Loaded only when a size needs node-forge (see generateWithForge): it is most of a worker's bytes.

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

/** A pair of `bits` bits and exponent `e` as DER (SPKI, PKCS#1), computed `stepMs` at a time. */
export async function generateDerWithForge(
  bits: number,
  e: number,
  { signal, stepMs }: { signal?: AbortSignal; stepMs: number },
): Promise<{ spki: Uint8Array; pkcs1: Uint8Array }> {
  // With a prng of our own, forge never hands the work to Node's or the browser's native crypto.
  const state = steppedRsa.createKeyPairGenerationState(bits, e, { prng: webCryptoPrng });
  signal?.throwIfAborted();
  while (!steppedRsa.stepKeyPairGenerationState(state, stepMs)) {
    await yieldToEvents();
    signal?.throwIfAborted();
  }
  const { publicKey, privateKey } = state.keys as forge.pki.rsa.KeyPair;
  return { spki: toDer(forge.pki.publicKeyToAsn1(publicKey)), pkcs1: toDer(forge.pki.privateKeyToAsn1(privateKey)) };
}
