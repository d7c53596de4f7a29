import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { decodeUuid } from './uuid-decode';
import {
  clampUuidQuantity,
  defaultNamespace,
  formatUuid,
  generateUuids,
  namespacePresetOf,
  namespacePresets,
  parseNamespace,
  uuidVersions,
  type UuidRequest,
  type UuidVersion,
} from './uuid-generator';

const request = (version: UuidVersion, overrides: Partial<UuidRequest> = {}): UuidRequest => ({
  version,
  quantity: 1,
  namespace: defaultNamespace,
  name: '',
  ...overrides,
});

function uuidsOf(req: UuidRequest, now?: number): string[] {
  const result = generateUuids(req, now);
  if (!result.ok) throw new Error(`unexpected error: ${result.error.code}`);
  return result.value;
}

const v4Pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const versionPattern = (digit: number) =>
  new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${digit}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

describe('generateUuids — name-based (checked with Python uuid)', () => {
  it.each([
    ['v5', namespacePresets.URL, '', '1b4db7eb-4057-5ddf-91e0-36dec72071f5'],
    ['v5', namespacePresets.DNS, 'é✓', '0ab2dff9-ba69-57a8-855f-ef112a00023b'],
    ['v3', namespacePresets.OID, 'x', 'b467091f-a33a-3c06-8dcf-8a1b85e536aa'],
    ['v5', namespacePresets.X500, 'cn=x', 'a951fb6d-5aab-5a72-8e2e-9aa8df8d1f8f'],
    // A lone surrogate is encoded as U+FFFD instead of making the library throw.
    ['v5', namespacePresets.DNS, '\ud800', '67d0a96b-f0b9-5bb4-b673-a604fae2abbb'],
  ] as const)('%s, %s, %j → %s', (version, namespace, name, expected) => {
    expect(uuidsOf(request(version, { namespace, name }))).toEqual([expected]);
  });

  it('accepts an uppercase namespace with spaces around it', () => {
    const namespace = ` ${namespacePresets.DNS.toUpperCase()} `;
    expect(uuidsOf(request('v5', { namespace, name: 'www.example.com' }))).toEqual([
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    ]);
  });

  it('repeats the same value on every line', () => {
    const uuids = uuidsOf(request('v5', { quantity: 4, namespace: namespacePresets.DNS, name: 'www.example.com' }));
    expect(uuids).toEqual(Array(4).fill('2ed6657d-e927-568b-95e1-2665a8aea6a2'));
  });

  it('is deterministic', () => {
    const req = request('v3', { name: 'hello' });
    expect(uuidsOf(req)).toEqual(uuidsOf(req));
  });

  it.each(['', 'not a uuid', '6ba7b810-9dad-61d1-80b4-00c04fd430c8', '6ba7b810-9dad-11d1-c0b4-00c04fd430c8'])(
    'returns "Invalid UUID" for the namespace %j',
    (namespace) => {
      expect(errorInEnglish(generateUuids(request('v5', { namespace })), words)).toBe('Invalid UUID');
      expect(errorInEnglish(generateUuids(request('v3', { namespace })), words)).toBe('Invalid UUID');
    },
  );

  it('ignores the namespace for the other versions', () => {
    for (const version of ['NIL', 'v1', 'v4', 'v6', 'v7'] as const) {
      expect(generateUuids(request(version, { namespace: 'nope' })).ok).toBe(true);
    }
  });
});

describe('generateUuids — time-based', () => {
  const now = Date.UTC(2024, 0, 2, 3, 4, 5, 678);

  it('v1 embeds the time and uses the line index as clock sequence', () => {
    const uuids = uuidsOf(request('v1', { quantity: 5 }), now);
    uuids.forEach((uuid, index) => {
      expect(uuid).toMatch(versionPattern(1));
      const decoded = decodeUuid(uuid);
      if (!decoded.ok) throw new Error('undecodable');
      expect(decoded.value.timestamp?.unixMs).toBe(now);
      expect(decoded.value.clockSequence).toBe(index);
      // A random node has its multicast bit set (RFC 9562 §6.10).
      expect(Number.parseInt(uuid.slice(24, 26), 16) & 1).toBe(1);
    });
  });

  it.each(['v6', 'v7'] as const)('%s: 50 lines, each sorting after the previous one', (version) => {
    for (let round = 0; round < 20; round++) {
      const uuids = uuidsOf(request(version, { quantity: 50 }), now);
      expect(uuids).toHaveLength(50);
      for (const uuid of uuids) expect(uuid).toMatch(versionPattern(Number(version[1])));
      for (let i = 1; i < uuids.length; i++)
        expect(uuids[i] > uuids[i - 1], `${uuids[i - 1]} < ${uuids[i]}`).toBe(true);
    }
  });

  it.each(['v6', 'v7'] as const)('%s embeds the batch time', (version) => {
    for (const uuid of uuidsOf(request(version, { quantity: 3 }), now)) {
      const decoded = decodeUuid(uuid);
      expect(decoded.ok && decoded.value.timestamp?.unixMs).toBe(now);
    }
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const [uuid] = uuidsOf(request('v7'));
    const decoded = decodeUuid(uuid);
    expect(decoded.ok && decoded.value.timestamp!.unixMs).toBeGreaterThanOrEqual(before);
    expect(decoded.ok && decoded.value.timestamp!.unixMs).toBeLessThanOrEqual(Date.now());
  });
});

describe('generateUuids — quantity', () => {
  it('v4 gives distinct random lines', () => {
    const uuids = uuidsOf(request('v4', { quantity: 20 }));
    for (const uuid of uuids) expect(uuid).toMatch(v4Pattern);
    expect(new Set(uuids).size).toBe(20);
  });

  it.each(uuidVersions)('%s gives as many lines as asked, clamped to 1–50', (version) => {
    expect(uuidsOf(request(version, { quantity: 7 }))).toHaveLength(7);
    expect(uuidsOf(request(version, { quantity: 0 }))).toHaveLength(1);
    expect(uuidsOf(request(version, { quantity: 1e12 }))).toHaveLength(50);
    expect(uuidsOf(request(version, { quantity: Number.POSITIVE_INFINITY }))).toHaveLength(50);
    expect(uuidsOf(request(version, { quantity: Number.NaN }))).toHaveLength(1);
  });
});

describe('clampUuidQuantity', () => {
  it.each([
    [1, 1],
    [50, 50],
    [0, 1],
    [-3, 1],
    [51, 50],
    [999_999_999_999, 50],
    [7.4, 7],
    ['12', 12],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [Number.NEGATIVE_INFINITY, 1],
  ] as const)('%j → %j', (input, expected) => {
    expect(clampUuidQuantity(input)).toBe(expected);
  });
});

describe('parseNamespace', () => {
  it.each([
    ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000'],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
    ['6BA7B810-9DAD-11D1-80B4-00C04FD430C8', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
    ['  2ed6657d-e927-568b-95e1-2665a8aea6a2\n', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    ['5df41881-3aed-3515-98a7-2f4a814cf09e', '5df41881-3aed-3515-98a7-2f4a814cf09e'],
    ['5df41881-3aed-2515-a8a7-2f4a814cf09e', '5df41881-3aed-2515-a8a7-2f4a814cf09e'],
  ])('accepts %j', (text, value) => {
    expect(parseNamespace(text)).toEqual({ ok: true, value });
  });

  it.each([
    '',
    'hello',
    '6ba7b8109dad11d180b400c04fd430c8',
    '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
    '6ba7b810-9dad-01d1-80b4-00c04fd430c8',
    '6ba7b810-9dad-61d1-80b4-00c04fd430c8',
    '6ba7b810-9dad-71d1-80b4-00c04fd430c8',
    '6ba7b810-9dad-11d1-70b4-00c04fd430c8',
    '6ba7b810-9dad-11d1-c0b4-00c04fd430c8',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '6ba7b810-9dad-11d1-80b4-00c04fd430c',
    '6ba7b810-9dad-11d1-80b4-00c04fd430cg',
  ])('rejects %j with "Invalid UUID"', (text) => {
    expect(errorInEnglish(parseNamespace(text), words)).toBe('Invalid UUID');
  });
});

describe('namespacePresetOf', () => {
  it.each([
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'DNS'],
    ['6ba7b811-9dad-11d1-80b4-00c04fd430c8', 'URL'],
    ['6BA7B812-9DAD-11D1-80B4-00C04FD430C8', 'OID'],
    ['6ba7b814-9dad-11d1-80b4-00c04fd430c8', 'X500'],
    ['6ba7b813-9dad-11d1-80b4-00c04fd430c8', undefined],
    ['nope', undefined],
  ])('%s → %s', (text, preset) => {
    expect(namespacePresetOf(text)).toBe(preset);
  });

  it('defaults to the URL namespace', () => {
    expect(namespacePresetOf(defaultNamespace)).toBe('URL');
  });
});

describe('formatUuid', () => {
  const uuid = '2ed6657d-e927-568b-95e1-2665a8aea6a2';
  it.each([
    [{ uppercase: false, braces: false, noHyphens: false }, '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    [{ uppercase: true, braces: false, noHyphens: false }, '2ED6657D-E927-568B-95E1-2665A8AEA6A2'],
    [{ uppercase: false, braces: true, noHyphens: false }, '{2ed6657d-e927-568b-95e1-2665a8aea6a2}'],
    [{ uppercase: false, braces: false, noHyphens: true }, '2ed6657de927568b95e12665a8aea6a2'],
    [{ uppercase: true, braces: true, noHyphens: true }, '{2ED6657DE927568B95E12665A8AEA6A2}'],
  ])('%j → %s', (format, expected) => {
    expect(formatUuid(uuid, format)).toBe(expected);
  });
});
