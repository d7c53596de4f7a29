let support: Promise<boolean> | undefined;

/**
 * Whether this browser's Web Crypto signs with Ed25519 (Chrome 137+, Firefox 129+, Safari 17+),
 * found out once by making a key.
 */
export function detectEd25519(): Promise<boolean> {
  support ??= (async () => {
    try {
      await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
      return true;
    } catch {
      return false;
    }
  })();
  return support;
}
