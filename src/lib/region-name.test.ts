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
    expect(regionName(code, 'en')).toBe(name);
  });

  it.each([
    ['de', 'FR', 'Frankreich'],
    ['es', 'DE', 'Alemania'],
    ['fr', 'GB', 'Royaume-Uni'],
    ['pt', 'US', 'Estados Unidos'],
    ['ru', 'ZA', 'Южно-Африканская Республика'],
    ['zh-Hans', 'FR', '法国'],
    ['de', 'QQ', undefined],
  ])('in %s, %s → %s', (languageTag, code, name) => {
    expect(regionName(code, languageTag)).toBe(name);
  });
});
