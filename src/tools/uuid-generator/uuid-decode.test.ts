import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';
import { decodeUuid, type UuidDetails } from './uuid-decode';

/** The details, their version label in English as the page shows it. */
function details(text: string): Omit<UuidDetails, 'versionLabel'> & { versionLabel: string } {
  const result = decodeUuid(text);
  if (!result.ok) throw new Error(`not decoded: ${text}`);
  return { ...result.value, versionLabel: inEnglish(result.value.versionLabel, words) };
}

// RFC 9562 appendix A: the same instant, 2022-02-22 14:22:22 -05:00, as v1, v6 and v7.
describe('decodeUuid — RFC 9562 test vectors', () => {
  it('v1: C232AB00-9414-11EC-B3C8-9F6BDECED846', () => {
    expect(details('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toEqual({
      standard: 'c232ab00-9414-11ec-b3c8-9f6bdeced846',
      kind: 'uuid',
      variant: 'rfc',
      version: 1,
      versionLabel: '1 (time-based)',
      timestamp: { iso: '2022-02-22T19:22:22.0000000Z', unixMs: Date.UTC(2022, 1, 22, 19, 22, 22) },
      clockSequence: 0x33c8,
      node: '9f:6b:de:ce:d8:46',
    });
  });

  it('v6: 1EC9414C-232A-6B00-B3C8-9F6BDECED846', () => {
    expect(details('1EC9414C-232A-6B00-B3C8-9F6BDECED846')).toMatchObject({
      version: 6,
      versionLabel: '6 (time-based, reordered)',
      timestamp: { iso: '2022-02-22T19:22:22.0000000Z' },
      clockSequence: 0x33c8,
      node: '9f:6b:de:ce:d8:46',
    });
  });

  it('v7: 017F22E2-79B0-7CC3-98C4-DC0C0C07398F', () => {
    const decoded = details('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(decoded).toMatchObject({
      version: 7,
      versionLabel: '7 (Unix time-based)',
      variant: 'rfc',
      timestamp: { iso: '2022-02-22T19:22:22.000Z', unixMs: 0x017f22e279b0 },
    });
    expect(decoded.clockSequence).toBeUndefined();
    expect(decoded.node).toBeUndefined();
  });
});

describe('decodeUuid — versions and variants', () => {
  it.each([
    ['2ed6657d-e927-568b-95e1-2665a8aea6a2', 5, '5 (name-based, SHA-1)'],
    ['5df41881-3aed-3515-88a7-2f4a814cf09e', 3, '3 (name-based, MD5)'],
    ['919108f7-52d1-4320-9bac-f847db4148a8', 4, '4 (random)'],
    ['000003e8-2b2c-21ef-8a00-325096b39f47', 2, '2 (DCE security)'],
    ['2489e9ad-2ee2-8e00-8ec9-32d5f69181c0', 8, '8 (custom)'],
    ['2489e9ad-2ee2-0e00-8ec9-32d5f69181c0', 0, '0 (unknown)'],
    ['2489e9ad-2ee2-fe00-8ec9-32d5f69181c0', 15, '15 (unknown)'],
  ])('%s is version %i', (uuid, version, label) => {
    const decoded = details(uuid);
    expect(decoded.version).toBe(version);
    expect(decoded.versionLabel).toBe(label);
    expect(decoded.variant).toBe('rfc');
    expect(decoded.timestamp).toBeUndefined();
  });

  it.each([
    ['0', 'ncs'],
    ['7', 'ncs'],
    ['8', 'rfc'],
    ['b', 'rfc'],
    ['c', 'microsoft'],
    ['d', 'microsoft'],
    ['e', 'future'],
    ['f', 'future'],
  ])('variant digit %s → %s', (digit, variant) => {
    const decoded = details(`919108f7-52d1-4320-${digit}bac-f847db4148a8`);
    expect(decoded.variant).toBe(variant);
    if (variant !== 'rfc') expect(decoded.versionLabel).toBe('Not defined for this variant');
  });

  it('recognises the nil and max UUIDs', () => {
    expect(details('00000000-0000-0000-0000-000000000000')).toMatchObject({
      kind: 'nil',
      versionLabel: 'Nil UUID (all bits zero)',
    });
    expect(details('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).toMatchObject({
      kind: 'max',
      standard: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
      versionLabel: 'Max UUID (all bits one)',
    });
  });

  it('decodes a v1 time before 1970 with 100-ns precision', () => {
    expect(details('00000000-0000-1000-8000-000000000001').timestamp).toEqual({
      iso: '1582-10-15T00:00:00.0000000Z',
      unixMs: -12219292800000,
    });
    expect(details('00000001-0000-1000-8000-000000000001').timestamp?.iso).toBe('1582-10-15T00:00:00.0000001Z');
    expect(details('0001e240-0000-1000-8000-000000000001').timestamp?.iso).toBe('1582-10-15T00:00:00.0123456Z');
  });
});

describe('decodeUuid — input forms', () => {
  const expected = '2ed6657d-e927-568b-95e1-2665a8aea6a2';
  it.each([
    '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    '2ED6657D-E927-568B-95E1-2665A8AEA6A2',
    '{2ed6657d-e927-568b-95e1-2665a8aea6a2}',
    '2ed6657de927568b95e12665a8aea6a2',
    '{2ED6657DE927568B95E12665A8AEA6A2}',
    'urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2',
    '  2ed6657d-e927-568b-95e1-2665a8aea6a2\n',
  ])('reads %j', (text) => {
    expect(details(text).standard).toBe(expected);
  });

  it.each([
    '',
    'hello',
    '2ed6657d-e927-568b-95e1-2665a8aea6a',
    '2ed6657d-e927-568b-95e1-2665a8aea6a2a',
    '2ed6657de927-568b-95e1-2665a8aea6a2',
    '2ed6657d-e927-568b-95e1-2665a8aea6ag',
    '{2ed6657d-e927-568b-95e1-2665a8aea6a2',
    '2ed6-657d-e927-568b-95e1-2665a8aea6a2',
  ])('rejects %j with "Invalid UUID"', (text) => {
    expect(errorInEnglish(decodeUuid(text), words)).toBe('Invalid UUID');
  });
});
