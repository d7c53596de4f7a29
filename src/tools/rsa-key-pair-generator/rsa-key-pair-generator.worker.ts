import { serveLatest } from '../../lib/worker/serve-latest';
import { keyPairText } from './rsa-key-formats';
import { createRsaKeyPairGenerator } from './rsa-key-pair-generator';
import type { GeneratedKeyPair, GenerateRequest } from './rsa-worker-messages';

// One generator for the worker's life: it knows whether an abandoned Web Crypto run is still busy.
const generator = createRsaKeyPairGenerator();

// A newer request aborts the signal: forge stops at its next step, a Web Crypto answer is dropped.
serveLatest<GenerateRequest, GeneratedKeyPair>(async ({ bits }, { signal }) => {
  const started = performance.now();
  const pair = keyPairText(await generator.generate(bits, { signal }));
  return { ...pair, durationMs: performance.now() - started };
});
