import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptPrivateKey } from './private-key-encryption';
import { keyPairText } from './rsa-key-formats';
import { createRsaKeyPairGenerator } from './rsa-key-pair-generator';

// node-forge is most of the generator worker's bytes, and the page's first key waits for that
// worker: the usual path (a Web Crypto key, every output format) must not load it.
const forgeLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node-forge', async (importOriginal) => {
  forgeLoads.count++;
  return importOriginal();
});

const subtle = webcrypto.subtle as SubtleCrypto;

describe('the usual path loads no node-forge', () => {
  it('a 2048-bit Web Crypto pair in every format, and its private key encrypted', { timeout: 120_000 }, async () => {
    const pair = await createRsaKeyPairGenerator({ subtle }).generate(2048);
    const text = keyPairText(pair);
    expect(text.engine).toBe('Web Crypto');
    expect(text.openSshPublicKey).toMatch(/^ssh-rsa /);
    await encryptPrivateKey(pair.pkcs1, 'secret', { subtle, iterations: 1000 });
    expect(forgeLoads.count).toBe(0);
  });

  it('a size Web Crypto refuses loads it, on demand', { timeout: 120_000 }, async () => {
    const pair = await createRsaKeyPairGenerator({ subtle }).generate(256);
    expect(pair.engine).toBe('node-forge');
    expect(forgeLoads.count).toBe(1);
  });
});
