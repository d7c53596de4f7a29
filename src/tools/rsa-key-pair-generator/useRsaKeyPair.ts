import { useEffect, useMemo, useRef } from 'react';
import { useLatestAsync, type LatestAsync } from '../../lib/useLatestAsync';
import { createLatestRunner, type LatestRunner, type WorkerLike } from '../../lib/worker/latest-runner';
import type { EarlyKeyPair } from './early-key-pair';
import { pkcs8ToPkcs1 } from './rsa-der';
import { createWebCryptoFirstGenerator, type FallbackGeneration, type RsaKeyPairDer } from './rsa-generator';
import { keyPairText, type RsaKeyPairText } from './rsa-key-formats';
import type { ForgeRequest } from './rsa-worker-messages';

export interface GenerateRequest {
  bits: number;
  /** Bumped by "Refresh key-pair": the same size asked again is a new request. */
  nonce: number;
}

export interface GeneratedKeyPair extends RsaKeyPairText {
  /** Time spent generating and encoding. */
  durationMs: number;
}

// Started on the first request Web Crypto cannot serve, never while rendering or prerendering.
const spawnForgeWorker = () =>
  new Worker(new URL('./rsa-key-pair-generator.worker.ts', import.meta.url), { type: 'module' });

/** Hands generations to the forge worker, cancelling the worker's run when its request is given up. */
function inForgeWorker(runner: () => LatestRunner<ForgeRequest, RsaKeyPairDer>): FallbackGeneration {
  let latest = 0;
  return (bits, { signal }) => {
    const id = ++latest;
    const used = runner();
    // Unless a newer run has replaced it already, forge stops at its next step.
    signal?.addEventListener('abort', () => id === latest && used.cancel(), { once: true });
    return used.run({ bits });
  };
}

export interface KeyPairSourceOptions {
  /** For the first request: a pair already under way for that size (see early-key-pair.ts), if any. */
  early?: (bits: number, signal: AbortSignal) => Promise<EarlyKeyPair | undefined> | undefined;
  /** Web Crypto (the global one by default; null: none). */
  subtle?: SubtleCrypto | null;
  fallback: FallbackGeneration;
}

/**
 * The page's pairs, as the page shows them: the early pair for the first request where there is
 * one, else Web Crypto's, else the fallback's. One for the page's life: its generator knows whether
 * an abandoned Web Crypto run is still busy.
 */
export function createKeyPairSource({ early, subtle, fallback }: KeyPairSourceOptions) {
  const generator = createWebCryptoFirstGenerator({ subtle, fallback });
  let first = true;
  return async ({ bits, nonce }: GenerateRequest, signal: AbortSignal): Promise<GeneratedKeyPair> => {
    const adoptable = first && nonce === 0 ? early?.(bits, signal) : undefined;
    first = false;
    const adopted = await adoptable;
    if (adopted) {
      const { spki, pkcs8, durationMs } = adopted;
      const pkcs1 = pkcs8ToPkcs1(new Uint8Array(pkcs8));
      return { ...keyPairText({ bits, engine: 'Web Crypto', spki: new Uint8Array(spki), pkcs1 }), durationMs };
    }
    const started = performance.now();
    const pair = keyPairText(await generator.generate(bits, { signal }));
    return { ...pair, durationMs: performance.now() - started };
  };
}

/**
 * The key pair for `request`, the latest request winning. Web Crypto generates in the page: it is
 * async and works off the main thread, so the first key needs no worker to load first (that wait
 * was most of the page's largest paint). node-forge, which would hold the main thread, runs in a
 * worker, started the first time Web Crypto cannot serve a request. Options are read on the first
 * render only.
 */
export function useRsaKeyPair(
  request: GenerateRequest | undefined,
  debounceMs: number,
  {
    early,
    subtle,
    spawnForge = spawnForgeWorker,
  }: Omit<KeyPairSourceOptions, 'fallback'> & {
    /** Starts the forge worker (a fake one in tests). */
    spawnForge?: () => WorkerLike;
  } = {},
): LatestAsync<GeneratedKeyPair> {
  const forgeRunner = useRef<LatestRunner<ForgeRequest, RsaKeyPairDer> | null>(null);
  useEffect(
    () => () => {
      forgeRunner.current?.dispose();
      forgeRunner.current = null;
    },
    [],
  );
  const generate = useMemo(
    () =>
      createKeyPairSource({
        early,
        subtle,
        fallback: inForgeWorker(() => (forgeRunner.current ??= createLatestRunner(spawnForge))),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one source for the page's life
    [],
  );
  return useLatestAsync(request, generate, { debounceMs });
}
