// @vitest-environment jsdom
import '../../test/setup-dom';
import { createPublicKey, webcrypto } from 'node:crypto';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spawner } from '../../lib/worker/fake-worker';
import { generateForgeKeyPair } from './forge-rsa-generation';
import type { ForgeRequest } from './rsa-worker-messages';
import type { EarlyKeyPair } from './early-key-pair';
import type { FallbackGeneration } from './rsa-generator';
import { createKeyPairSource, useRsaKeyPair, type GenerateRequest } from './useRsaKeyPair';

const nodeSubtle = webcrypto.subtle as SubtleCrypto;
const slow = { timeout: 120_000 };

/** Node's Web Crypto, whose key generations wait until `release()`, as a busy browser's would. */
function heldSubtle() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = {
    generateKey: (...args: Parameters<SubtleCrypto['generateKey']>) => gate.then(() => nodeSubtle.generateKey(...args)),
    exportKey: (...args: Parameters<SubtleCrypto['exportKey']>) => nodeSubtle.exportKey(...args),
  } as unknown as SubtleCrypto;
  return { held, release };
}

function setup(subtle: SubtleCrypto | null) {
  // The worker's handler, run in memory (see fake-worker).
  const { spawn, made } = spawner(({ bits }: ForgeRequest, { signal }) => generateForgeKeyPair(bits, { signal }));
  const hook = renderHook(({ request }) => useRsaKeyPair(request, 0, { subtle, spawnForge: spawn }), {
    initialProps: { request: undefined as GenerateRequest | undefined },
  });
  const sent = () => made.flatMap((fake) => fake.sentToWorker);
  return { ...hook, made, sent };
}

describe('useRsaKeyPair', () => {
  it('makes the pair with Web Crypto in the page, starting no worker', slow, async () => {
    const { result, rerender, made } = setup(nodeSubtle);
    rerender({ request: { bits: 1024, nonce: 0 } });
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.result).toBeDefined(), slow);
    const keys = result.current.result!;
    expect(keys).toMatchObject({ bits: 1024, engine: 'Web Crypto' });
    expect(keys.durationMs).toBeGreaterThan(0);
    expect(createPublicKey(keys.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(1024);
    expect(keys.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----\n/);
    expect(made).toHaveLength(0);
  });

  it('asks the forge worker for a size Web Crypto refuses, and where there is no Web Crypto', slow, async () => {
    for (const subtle of [nodeSubtle, null]) {
      const { result, rerender, made, unmount } = setup(subtle);
      rerender({ request: { bits: 256, nonce: 0 } });
      await waitFor(() => expect(result.current.result).toBeDefined(), slow);
      expect(result.current.result).toMatchObject({ bits: 256, engine: 'node-forge' });
      expect(made).toHaveLength(1);
      unmount();
      expect(made[0].worker.terminated()).toBe(true);
    }
  });

  it('while an abandoned Web Crypto run is busy, the next pair comes from the worker', slow, async () => {
    const { held, release } = heldSubtle();
    const { result, rerender, made } = setup(held);
    rerender({ request: { bits: 1024, nonce: 0 } });
    rerender({ request: { bits: 512, nonce: 0 } });
    await waitFor(() => expect(result.current.result).toBeDefined(), slow);
    expect(result.current.result).toMatchObject({ bits: 512, engine: 'node-forge' });
    expect(made).toHaveLength(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(result.current.result).toMatchObject({ bits: 512, engine: 'node-forge' });
  });

  it('cancels the worker run of a request given up', slow, async () => {
    const { result, rerender, sent } = setup(null);
    rerender({ request: { bits: 4096, nonce: 0 } });
    await waitFor(() => expect(sent()).toHaveLength(1));
    rerender({ request: undefined });
    expect(result.current.busy).toBe(false);
    expect(sent()).toEqual([
      { kind: 'run', id: 1, request: { bits: 4096 } },
      { kind: 'cancel', id: 1 },
    ]);
  });
});

describe('createKeyPairSource: the early pair', () => {
  async function earlyPair(): Promise<EarlyKeyPair> {
    const keys = (await nodeSubtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' },
      true,
      ['sign'],
    )) as CryptoKeyPair;
    const [spki, pkcs8] = await Promise.all([
      nodeSubtle.exportKey('spki', keys.publicKey),
      nodeSubtle.exportKey('pkcs8', keys.privateKey),
    ]);
    return { spki, pkcs8, durationMs: 42 };
  }
  const refusing = {
    generateKey: () => Promise.reject(new Error('Web Crypto should not be asked')),
  } as unknown as SubtleCrypto;
  const unused: FallbackGeneration = () => Promise.reject(new Error('forge should not be asked'));
  const signal = () => new AbortController().signal;

  it('adopts it for the first request, as the page shows a pair', slow, async () => {
    const pair = await earlyPair();
    const asked: number[] = [];
    const source = createKeyPairSource({
      subtle: refusing,
      fallback: unused,
      early: (bits) => (asked.push(bits), Promise.resolve(pair)),
    });
    const shown = await source({ bits: 1024, nonce: 0 }, signal());
    expect(asked).toEqual([1024]);
    expect(shown).toMatchObject({ bits: 1024, engine: 'Web Crypto', durationMs: 42 });
    expect(createPublicKey(shown.publicKeyPem).export({ format: 'der', type: 'spki' })).toEqual(Buffer.from(pair.spki));
    expect(createPublicKey(shown.privateKeyPem).export({ format: 'der', type: 'spki' })).toEqual(
      Buffer.from(pair.spki),
    );
    expect(shown.openSshPublicKey).toMatch(/^ssh-rsa /);
  });

  it('asks for it on the first request only, and not for a refresh', slow, async () => {
    const asked: number[] = [];
    const early = (bits: number) => (asked.push(bits), undefined);
    const source = createKeyPairSource({ subtle: nodeSubtle, fallback: unused, early });
    expect((await source({ bits: 512, nonce: 0 }, signal())).engine).toBe('Web Crypto');
    await source({ bits: 512, nonce: 0 }, signal());
    expect(asked).toEqual([512]);
    const refreshed = createKeyPairSource({ subtle: nodeSubtle, fallback: unused, early });
    await refreshed({ bits: 512, nonce: 1 }, signal());
    expect(asked).toEqual([512]);
  });

  it('generates as usual when the early generation failed', slow, async () => {
    const source = createKeyPairSource({
      subtle: nodeSubtle,
      fallback: unused,
      early: () => Promise.resolve(undefined),
    });
    const shown = await source({ bits: 512, nonce: 0 }, signal());
    expect(shown).toMatchObject({ bits: 512, engine: 'Web Crypto' });
    expect(shown.durationMs).not.toBe(42);
  });
});
