import { beforeAll, describe, expect, it } from 'vitest';
import { lookupFileFor } from '../../src/lib/oui/vendor-lookup';
import { memoryVendorSource } from './memory-source';
import { gzipBytes, maxLookupShardGzipBytes, readVendorRecords, splitByNameWord, splitByPrefix } from './shards';

describe('splitting the vendor registry', () => {
  const records = readVendorRecords();
  let source: ReturnType<typeof memoryVendorSource>;
  beforeAll(() => void (source = memoryVendorSource()), 60_000);

  it('keeps every lookup file under its gzip limit, far under the 60 KB a lookup may load', () => {
    const sizes = [...source.files].filter(([path]) => path.startsWith('v/')).map(([, text]) => gzipBytes(text));
    expect(sizes.length).toBe(source.lookupPrefixes.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(maxLookupShardGzipBytes);
  });

  it('keeps every name file under 60 KB gzip', () => {
    const sizes = [...source.files].filter(([path]) => path.startsWith('n/')).map(([, text]) => gzipBytes(text));
    expect(sizes.length).toBe(source.nameKeys.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(60 * 1024);
  });

  it('puts every record in the file a lookup of its prefix reads, none lost', () => {
    const parsed = new Map([...source.files].map(([path, text]) => [path, JSON.parse(text) as Record<string, string>]));
    for (const [key, record] of Object.entries(records)) {
      const file = lookupFileFor(key, source.lookupPrefixes);
      expect(file && parsed.get(file)?.[key], key).toBe(record);
    }
  }, 60_000);

  it('splits a small registry by its next hex digit only where a file would be too large', () => {
    const small = { '001122': 'A', '0011223': 'B', '00112234A': 'C', AABBCC: 'D' };
    expect([...splitByPrefix(small).keys()]).toEqual(['0', 'A']);
    const tiny = splitByPrefix(small, 10);
    // The 6-digit record comes with each file under it: the answer for addresses no longer prefix claims.
    expect(tiny.get('00112200')).toEqual({ '001122': 'A' });
    expect(tiny.get('00112234')).toEqual({ '001122': 'A', '0011223': 'B', '00112234A': 'C' });
  });

  it('files names by the first two letters of their words, common words left out', () => {
    const names = {
      B827EB: 'Raspberry Pi Foundation\nMitchell Wood House',
      DCA632: 'Raspberry Pi Trading Ltd\nx',
      '001B63': 'Apple, Inc.\n1 Infinite Loop',
    };
    const { shards, stopWords } = splitByNameWord(names);
    expect(stopWords).toEqual([]);
    expect(shards.get('ra')).toEqual([
      ['Raspberry Pi Foundation', ['B827EB']],
      ['Raspberry Pi Trading Ltd', ['DCA632']],
    ]);
    expect(shards.get('in')).toEqual([['Apple, Inc.', ['001B63']]]);
  });
});
