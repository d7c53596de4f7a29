// @vitest-environment jsdom
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { contentPaintedEvent, contentPendingAttribute } from '../../lib/after-first-paint';
import { pemEncode } from '../../lib/pem';
import {
  earlyKeyPairAttribute,
  earlyKeyPairScript,
  earlyPublicKeySnapshot,
  subscribeToEarlyPublicKey,
  takeEarlyKeyPair,
  type EarlyKeyPairScript,
} from './early-key-pair';
import { describePublicKey, pkcs8ToPkcs1 } from './rsa-der';
import { defaultBits } from './rsa-bits';

const slow = { timeout: 60_000 };
const signal = () => new AbortController().signal;

/**
 * The script as the browser runs it, right after the field: `new Function` sees no module scope, so
 * this also proves the serialised script needs nothing from outside its own text.
 */
function runScript({
  url = 'https://it-tools.test/rsa-key-pair-generator',
  subtle = webcrypto.subtle as unknown,
} = {}) {
  const page = document.createElement('div');
  const field = page.appendChild(document.createElement('textarea'));
  const script = page.appendChild(document.createElement('script')) as EarlyKeyPairScript;
  script.setAttribute(earlyKeyPairAttribute, '');
  const { search, hash } = new URL(url);
  // eslint-disable-next-line no-new-func -- the script's text, with no module scope, as the browser runs it
  const run = new Function('document', 'window', 'location', earlyKeyPairScript);
  const events: string[] = [];
  const fakeDocument = { currentScript: script, dispatchEvent: (event: Event) => events.push(event.type) };
  run(fakeDocument, { crypto: subtle ? { subtle } : undefined }, { search, hash });
  return { page, field, script, events };
}

describe('the early key pair script', () => {
  it('generates the default size and writes its public key into the field, as the page would', slow, async () => {
    const { page, field, script, events } = runScript();
    const changed = vi.fn();
    subscribeToEarlyPublicKey(changed, page);
    expect(script.rsaKeyPairGeneration?.bits).toBe(defaultBits);
    // Content to come: the page's code waits for it.
    expect(script.hasAttribute(contentPendingAttribute)).toBe(true);
    expect(events).toEqual([]);
    expect(earlyPublicKeySnapshot(page)).toBe('');
    const pair = await takeEarlyKeyPair(defaultBits, signal(), page);
    expect(pair).toBeDefined();
    const spki = new Uint8Array(pair!.spki);
    expect(describePublicKey(spki)).toEqual({ bits: 2048, exponent: 65537 });
    expect(pkcs8ToPkcs1(new Uint8Array(pair!.pkcs8)).length).toBeGreaterThan(1000);
    expect(field.value).toBe(pemEncode('PUBLIC KEY', spki));
    expect(earlyPublicKeySnapshot(page)).toBe(field.value);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(pair!.durationMs).toBeGreaterThan(0);
    expect(script.hasAttribute(contentPendingAttribute)).toBe(false);
    expect(events).toEqual([contentPaintedEvent]);
    // Once only.
    expect(takeEarlyKeyPair(defaultBits, signal(), page)).toBeUndefined();
  });

  it.each([
    ['a query', 'https://it-tools.test/rsa-key-pair-generator?bits=4096'],
    ['a fragment', 'https://it-tools.test/rsa-key-pair-generator#publicFormat=openssh'],
  ])('starts nothing when the URL carries settings (%s)', (_name, url) => {
    const { page, script } = runScript({ url });
    expect(script.rsaKeyPairGeneration).toBeUndefined();
    expect(takeEarlyKeyPair(defaultBits, signal(), page)).toBeUndefined();
    expect(earlyPublicKeySnapshot(page)).toBe('');
  });

  it('starts nothing without Web Crypto (plain HTTP)', () => {
    const { script } = runScript({ subtle: null });
    expect(script.rsaKeyPairGeneration).toBeUndefined();
    expect(script.hasAttribute(contentPendingAttribute)).toBe(false);
  });

  it("lets the page's code come when Web Crypto fails, too", slow, async () => {
    const failing = { generateKey: () => Promise.reject(new Error('refused')) };
    const { script, events } = runScript({ subtle: failing });
    expect(await script.rsaKeyPairGeneration?.pair).toBeUndefined();
    expect(script.hasAttribute(contentPendingAttribute)).toBe(false);
    expect(events).toEqual([contentPaintedEvent]);
  });

  it('leaves the field alone when the page asks for another size first', slow, async () => {
    const { page, field, script } = runScript();
    const generation = script.rsaKeyPairGeneration!;
    expect(takeEarlyKeyPair(4096, signal(), page)).toBeUndefined();
    await generation.pair;
    expect(field.value).toBe('');
    expect(earlyPublicKeySnapshot(page)).toBe('');
  });

  it('gives the key up when the page gives its request up, before or after the key came', slow, async () => {
    const before = runScript();
    const controller = new AbortController();
    const pair = takeEarlyKeyPair(defaultBits, controller.signal, before.page);
    controller.abort();
    await pair;
    expect(before.field.value).toBe('');

    const after = runScript();
    const changed = vi.fn();
    subscribeToEarlyPublicKey(changed, after.page);
    const later = new AbortController();
    await takeEarlyKeyPair(defaultBits, later.signal, after.page);
    expect(earlyPublicKeySnapshot(after.page)).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    later.abort();
    expect(earlyPublicKeySnapshot(after.page)).toBe('');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('does not overwrite a field that already shows something', slow, async () => {
    const { page, field } = runScript();
    field.value = 'shown by the page';
    await takeEarlyKeyPair(defaultBits, signal(), page);
    expect(field.value).toBe('shown by the page');
    expect(earlyPublicKeySnapshot(page)).toBe('');
  });

  it('finds nothing where the script did not run (a page rendered in the browser)', () => {
    const page = document.createElement('div');
    page.appendChild(document.createElement('script')).setAttribute(earlyKeyPairAttribute, '');
    expect(takeEarlyKeyPair(defaultBits, signal(), page)).toBeUndefined();
    expect(earlyPublicKeySnapshot(page)).toBe('');
    expect(subscribeToEarlyPublicKey(() => {}, page)).toBeTypeOf('function');
    expect(takeEarlyKeyPair(defaultBits, signal(), undefined)).toBeUndefined();
  });
});
