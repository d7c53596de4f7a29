import { useSyncExternalStore } from 'react';
import { contentPaintedEvent, contentPendingAttribute } from '../../lib/after-first-paint';
import { defaultBits } from './rsa-bits';

// The page's largest paint is the public key, and the page's code (React, Mantine, the tool: some
// 250 KB) loads after the first paint. So the first pair starts with the HTML instead: a small
// inline script, prerendered just after the public key field, generates it with Web Crypto and
// writes the public key into the field; the page adopts that pair once hydrated.

/** The first pair, as the inline script leaves it for the page. */
export interface EarlyKeyPair {
  spki: ArrayBuffer;
  pkcs8: ArrayBuffer;
  /** From the script's start to the exported keys. */
  durationMs: number;
}

interface EarlyGeneration {
  bits: number;
  /** Undefined when Web Crypto failed: the page then generates as usual. */
  pair: Promise<EarlyKeyPair | undefined>;
  /** The public key, once the script has written it into the field. */
  publicKeyPem?: string;
  /** Called when `publicKeyPem` is set or the page declines the pair. */
  onChange?: () => void;
  /** Set by the page when it takes the pair. */
  taken?: boolean;
  /** Set by the page when it wants another pair: the script then writes nothing into the field. */
  declined?: boolean;
}

/** The inline script's element, where the script leaves its generation for the page. */
export interface EarlyKeyPairScript extends HTMLScriptElement {
  rsaKeyPairGeneration?: EarlyGeneration;
}

/** Marks the inline script, for the page to find its generation. */
export const earlyKeyPairAttribute = 'data-early-key-pair';

/**
 * The inline script. It starts nothing where the URL carries settings (they may ask for another
 * size or format; the defaults apply otherwise, no field of the tool being remembered) or where
 * Web Crypto is missing (plain HTTP), and it writes the key only into an empty field. Meanwhile it
 * marks itself as content to come, so the page's code is fetched after the key (see
 * afterContentPainted in lib/after-first-paint). Serialised with toString: it must use nothing
 * from outside its own body.
 */
function startEarlyKeyPair(bits: number, pendingAttribute: string, paintedEvent: string): void {
  const script = document.currentScript as EarlyKeyPairScript | null;
  const field = script?.parentElement?.querySelector('textarea');
  const subtle = window.crypto?.subtle;
  if (!script || !field || !subtle || location.search || location.hash) return;
  const started = performance.now();
  script.setAttribute(pendingAttribute, '');
  const done = () => {
    script.removeAttribute(pendingAttribute);
    document.dispatchEvent(new Event(paintedEvent));
  };
  const generation: EarlyGeneration = {
    bits,
    pair: subtle
      .generateKey(
        { name: 'RSASSA-PKCS1-v1_5', modulusLength: bits, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' },
        true,
        ['sign', 'verify'],
      )
      .then(async (keys) => {
        const [spki, pkcs8] = await Promise.all([
          subtle.exportKey('spki', keys.publicKey),
          subtle.exportKey('pkcs8', keys.privateKey),
        ]);
        // As pemEncode (lib/pem) writes it, so the page shows the very same text once hydrated.
        const lines = btoa(String.fromCharCode(...new Uint8Array(spki))).match(/.{1,64}/g) ?? [];
        const dashes = '-----';
        const pem = [`${dashes}BEGIN PUBLIC KEY${dashes}`, ...lines, `${dashes}END PUBLIC KEY${dashes}`, ''].join('\n');
        if (!generation.declined && field.value === '') {
          field.value = pem;
          generation.publicKeyPem = pem;
          generation.onChange?.();
        }
        return { spki, pkcs8, durationMs: performance.now() - started };
      })
      .catch(() => undefined)
      .then((pair) => {
        done();
        return pair;
      }),
  };
  script.rsaKeyPairGeneration = generation;
}

/** The inline script's text, for the default size. */
export const earlyKeyPairScript = `(${startEarlyKeyPair.toString()})(${[
  defaultBits,
  contentPendingAttribute,
  contentPaintedEvent,
]
  .map((argument) => JSON.stringify(argument))
  .join(', ')});`;

/** The inline script's generation, when it ran (it runs only as the prerendered HTML is parsed). */
function earlyGeneration(root: ParentNode | undefined): EarlyGeneration | undefined {
  return root?.querySelector<EarlyKeyPairScript>(`script[${earlyKeyPairAttribute}]`)?.rsaKeyPairGeneration;
}

const documentRoot = (): ParentNode | undefined => (typeof document === 'undefined' ? undefined : document);

/**
 * The pair the inline script started, when it is one of `bits` bits; once only. Otherwise (another
 * size asked meanwhile), or once `signal` gives the request up, the script is told to leave the
 * field alone: it would show a key the page no longer wants.
 */
export function takeEarlyKeyPair(
  bits: number,
  signal: AbortSignal,
  root = documentRoot(),
): Promise<EarlyKeyPair | undefined> | undefined {
  const generation = earlyGeneration(root);
  if (!generation || generation.taken) return undefined;
  generation.taken = true;
  const decline = () => {
    generation.declined = true;
    generation.onChange?.();
  };
  if (generation.bits !== bits || signal.aborted) {
    decline();
    return undefined;
  }
  signal.addEventListener('abort', decline, { once: true });
  return generation.pair;
}

/**
 * The public key the inline script has written into the field ('' before, and once declined), for
 * the page to show until its own pair is ready: a render of the field with an empty value would
 * otherwise clear it.
 */
export function earlyPublicKeySnapshot(root = documentRoot()): string {
  const generation = earlyGeneration(root);
  return generation && !generation.declined ? (generation.publicKeyPem ?? '') : '';
}

export function subscribeToEarlyPublicKey(onChange: () => void, root = documentRoot()): () => void {
  const generation = earlyGeneration(root);
  if (!generation) return () => {};
  generation.onChange = onChange;
  return () => {
    if (generation.onChange === onChange) generation.onChange = undefined;
  };
}

/** What the prerendered HTML holds: no key. */
const prerenderedPublicKey = (): string => '';

/**
 * The early public key, kept by the page while it shows no pair of its own (see above). Hydration
 * renders what the prerendered HTML holds (no key: hydration keeps the field's text, but never
 * patches an attribute, so the Copy and Download buttons would stay disabled), then the key.
 */
export function useEarlyPublicKey(): string {
  return useSyncExternalStore(subscribeToEarlyPublicKey, earlyPublicKeySnapshot, prerenderedPublicKey);
}
