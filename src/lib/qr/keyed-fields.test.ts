import { describe, expect, it } from 'vitest';
import { parseKeyedFields } from './keyed-fields';

describe('parseKeyedFields', () => {
  it('reads MECARD-style fields with escapes, the first of a repeated key winning', () => {
    expect(Object.fromEntries(parseKeyedFields('N:Doe,John;TEL:123;tel:456;NOTE:a\\;b\\:c;;'))).toEqual({
      N: 'Doe,John',
      TEL: '123',
      NOTE: 'a;b:c',
    });
  });

  it('keeps colons in a value and skips a part without a key', () => {
    expect(Object.fromEntries(parseKeyedFields('URL:https://x.y;junk;'))).toEqual({ URL: 'https://x.y' });
  });
});
