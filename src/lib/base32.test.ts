import { describe, expect, it } from 'vitest';
import { base32ToBytes } from './base32';
import { bytesToHex } from './bytes';

describe('base32ToBytes', () => {
  it.each([
    ['', ''],
    ['MY', '66'],
    ['MZXQ', '666f'],
    ['MZXW6', '666f6f'],
    ['MZXW6YQ', '666f6f62'],
    ['MZXW6YTB', '666f6f6261'],
    ['MZXW6YTBOI', '666f6f626172'],
    ['JBSWY3DPEHPK3PXP', '48656c6c6f21deadbeef'],
    // Spec: the leftover bits of a 7-character secret are dropped (the reference kept a partial byte).
    ['ITTOOLS', '44e6e72e'],
  ])('%s → %s (RFC 4648 vectors)', (base32, hex) => {
    expect(bytesToHex(base32ToBytes(base32))).toBe(hex);
  });
});
