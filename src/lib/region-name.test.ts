import { describe, expect, it } from 'vitest';
import { regionName } from './region-name';

describe('regionName', () => {
  it.each([
    ['FR', 'France'],
    ['XK', 'Kosovo'],
    ['TA', 'Tristan da Cunha'],
    ['QQ', undefined],
    ['not a code', undefined],
  ])('%s → %s', (code, name) => {
    expect(regionName(code)).toBe(name);
  });
});
