import { beforeAll, describe, expect, it } from 'vitest';
import { memoryVendorSource } from '../../../scripts/oui/memory-source';

// Splitting the registry takes a few seconds: once per file, before the tests.
beforeAll(() => void memoryVendorSource(), 60_000);
import { searchVendors, vendorSearchMaxHits, vendorSearchTooVague } from './vendor-search';

describe('searchVendors', () => {
  it('finds Raspberry Pi under B8:27:EB, reading one file', async () => {
    const source = memoryVendorSource();
    const found = await searchVendors('Raspberry Pi', source);
    expect(found.ok && found.value).toContainEqual({ name: 'Raspberry Pi Foundation', prefix: 'B827EB' });
    expect(source.reads).toEqual(['n/ra.json']);
  });

  it('matches word beginnings, whatever the case and accents', async () => {
    const found = await searchVendors('RASP pí', memoryVendorSource());
    expect(found.ok && found.value.every((hit) => /raspberry pi/i.test(hit.name))).toBe(true);
    expect(found.ok && found.value.length).toBeGreaterThan(0);
  });

  it('caps the hits', async () => {
    const found = await searchVendors('cisco', memoryVendorSource());
    expect(found.ok && found.value.length).toBe(vendorSearchMaxHits);
  });

  it('asks for more than common words, and finds nothing in nothing', async () => {
    expect(await searchVendors('inc', memoryVendorSource())).toEqual({ ok: false, error: vendorSearchTooVague });
    expect(await searchVendors('  ', memoryVendorSource())).toEqual({ ok: true, value: [] });
    expect(await searchVendors('zzzzqqq', memoryVendorSource())).toEqual({ ok: true, value: [] });
  });
});
