import { beforeAll, describe, expect, it } from 'vitest';
import { memoryVendorSource } from '../../../scripts/oui/memory-source';

// Splitting the registry takes a few seconds: once per file, before the tests.
beforeAll(() => void memoryVendorSource(), 60_000);
import { lookupFileFor, lookupKey, lookupVendor, lookupVendors } from './vendor-lookup';

describe('lookupKey', () => {
  it.each([
    ['20:37:06:12:34:56', '203706123456'],
    ['00-1b-63-84-45-e6', '001B638445E6'],
    ['aabb.ccdd.eeff', 'AABBCCDDEEFF'],
    [' 203706 ', '203706'],
  ])('%s → %s', (address, key) => expect(lookupKey(address)).toBe(key));
});

describe('lookupFileFor', () => {
  const prefixes = ['0', '20', '70B3D50', '70B3D51'];
  it.each([
    ['203706123456', 'v/20.json'],
    ['70B3D5123456', 'v/70B3D51.json'],
    ['70B3D5', 'v/70B3D50.json'],
    ['0011', undefined],
    ['HELLO!', undefined],
    ['FF0000', undefined],
  ])('%s → %s', (key, file) => expect(lookupFileFor(key, prefixes)).toBe(file));
});

describe('lookupVendor', () => {
  const lines = async (address: string) => (await lookupVendor(address, memoryVendorSource()))?.lines;

  it('finds the spec examples', async () => {
    expect(await lines('20:37:06:12:34:56')).toEqual([
      'Cisco Systems, Inc',
      '80 West Tasman Drive',
      'San Jose CA 94568',
      'United States',
    ]);
    expect(await lines('00-1B-63-84-45-E6')).toEqual([
      'Apple, Inc.',
      '1 Infinite Loop',
      'Cupertino CA 95014',
      'United States',
    ]);
    expect(await lines('52:54:00:12:34:56')).toBeUndefined();
  });

  it('takes the longest prefix: an MA-S block inside the registration authority’s 70:B3:D5', async () => {
    const source = memoryVendorSource();
    const nine = Object.keys(JSON.parse(source.files.get(lookupFileFor('70B3D5000', source.lookupPrefixes)!)!)).find(
      (key) => key.length === 9,
    )!;
    expect((await lookupVendor(`${nine}ABC`, source))?.prefix).toBe(nine);
    expect((await lookupVendor('70B3D5', source))?.lines[0]).toBe('IEEE Registration Authority');
  });

  it('reads one file for one address, and only the files a bulk lookup needs', async () => {
    const source = memoryVendorSource();
    await lookupVendor('20:37:06:12:34:56', source);
    expect(source.reads).toEqual(['v/20.json']);
    const bulk = memoryVendorSource();
    const found = await lookupVendors(
      ['20:37:06:00:00:01', '20:37:06:00:00:02', 'B8:27:EB:00:00:00', 'nonsense'],
      bulk,
    );
    expect(found.map((match) => match?.lines[0])).toEqual([
      'Cisco Systems, Inc',
      'Cisco Systems, Inc',
      'Raspberry Pi Foundation',
      undefined,
    ]);
    expect(bulk.reads.sort()).toEqual(['v/20.json', lookupFileFor('B827EB', bulk.lookupPrefixes)]);
  });

  it('rejects when a file is not a record map', async () => {
    const source = { ...memoryVendorSource(), load: async () => ['not', 'records'] };
    await expect(lookupVendor('203706', source)).rejects.toThrow('Unreadable vendor file');
  });
});
