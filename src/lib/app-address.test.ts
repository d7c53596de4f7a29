import { describe, expect, it } from 'vitest';
import { appAddress } from './app-address';

describe('appAddress', () => {
  it('is the origin and base path, without the final slash', () => {
    expect(appAddress('https://tools.example.com')).toBe('https://tools.example.com');
  });
});
