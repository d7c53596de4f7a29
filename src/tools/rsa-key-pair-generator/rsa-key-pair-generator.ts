import {
  createWebCryptoFirstGenerator,
  type RsaKeyPairDer,
  type RsaKeyPairGenerator,
  type Subtle,
} from './rsa-generator';

export { describePublicKey, pkcs1ToPkcs8, pkcs8ToPkcs1 } from './rsa-der';
export {
  createWebCryptoFirstGenerator,
  forgeWhileWebCryptoBusyMaxBits,
  generateWithWebCrypto,
  publicExponent,
  type RsaEngine,
  type RsaKeyPairDer,
  type RsaKeyPairGenerator,
  type Subtle,
} from './rsa-generator';

export interface ForgeOptions {
  /** Checked between steps: an aborted signal stops the search (the promise rejects with its reason). */
  signal?: AbortSignal;
  /** How long each step computes before letting other events (a newer request) through. */
  stepMs?: number;
}

/**
 * node-forge's pure JavaScript generation: slower, but takes every size in range and can be
 * stopped. It runs in steps of `stepMs`, so a worker running it still hears newer messages.
 */
export async function generateWithForge(bits: number, options: ForgeOptions = {}): Promise<RsaKeyPairDer> {
  // node-forge is most of the bytes: fetched only when a size needs it, never for the usual path.
  const { generateForgeKeyPair } = await import('./forge-rsa-generation');
  return generateForgeKeyPair(bits, options);
}

export interface GeneratorOptions {
  /** Web Crypto to try first (the global one by default); null goes straight to forge. */
  subtle?: Subtle | null;
  stepMs?: number;
}

/** Generates with Web Crypto where it takes the size and is free, else with forge. */
export function createRsaKeyPairGenerator({ subtle, stepMs }: GeneratorOptions = {}): RsaKeyPairGenerator {
  return createWebCryptoFirstGenerator({
    subtle,
    fallback: (bits, { signal }) => generateWithForge(bits, { signal, stepMs }),
  });
}

/** A one-off pair: Web Crypto where it accepts the size, else forge. */
export function generateRsaKeyPairDer(bits: number, options: GeneratorOptions = {}): Promise<RsaKeyPairDer> {
  return createRsaKeyPairGenerator(options).generate(bits);
}
