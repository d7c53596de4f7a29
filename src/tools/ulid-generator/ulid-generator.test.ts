import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import {
  clampUlidQuantity,
  decodeUlid,
  defaultUlidListFormat,
  formatUlids,
  generateUlids,
  type UlidListFormat,
} from './ulid-generator';

const ulidPattern = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

describe('spec examples', () => {
  it('a ULID generated at 1700000000000 (2023-11-14T22:13:20Z) starts with 01HF7YAT00', () => {
    const [ulid] = generateUlids(1, 1_700_000_000_000);
    expect(ulid.startsWith('01HF7YAT00')).toBe(true);
    expect(ulid).toMatch(ulidPattern);
  });
});

describe('generateUlids', () => {
  it('makes strictly ascending ids within one millisecond', () => {
    for (let round = 0; round < 20; round++) {
      const ulids = generateUlids(100, 1_700_000_000_000);
      expect(ulids).toHaveLength(100);
      for (const ulid of ulids) {
        expect(ulid).toMatch(ulidPattern);
        expect(ulid.slice(0, 10)).toBe('01HF7YAT00');
      }
      for (let i = 1; i < ulids.length; i++)
        expect(ulids[i] > ulids[i - 1], `${ulids[i - 1]} < ${ulids[i]}`).toBe(true);
    }
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const decoded = decodeUlid(generateUlids(1)[0]);
    if (!decoded.ok) throw new Error('undecodable');
    expect(decoded.value.unixMs).toBeGreaterThanOrEqual(before);
    expect(decoded.value.unixMs).toBeLessThanOrEqual(Date.now());
  });

  it('differs from one batch to the next', () => {
    expect(generateUlids(1, 1_700_000_000_000)).not.toEqual(generateUlids(1, 1_700_000_000_000));
  });

  it.each([
    [0, 1],
    [-4, 1],
    [37, 37],
    [101, 100],
    [1e12, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NaN, 1],
  ])('quantity %d gives %d ids', (quantity, expected) => {
    expect(generateUlids(quantity)).toHaveLength(expected);
  });
});

describe('clampUlidQuantity', () => {
  it.each([
    [1, 1],
    [100, 100],
    [0, 1],
    [101, 100],
    [999_999_999, 100],
    [2.6, 3],
    ['42', 42],
    [' 7 ', 7],
    ['', 1],
    ['x', 1],
  ] as const)('%j → %j', (input, expected) => {
    expect(clampUlidQuantity(input)).toBe(expected);
  });
});

describe('formatUlids', () => {
  const ids = ['01HF7YAT00ABCDEFGHJKMNPQRS', '01HF7YAT00ABCDEFGHJKMNPQRT'];
  it.each<[Partial<UlidListFormat>, string]>([
    [{}, '01HF7YAT00ABCDEFGHJKMNPQRS\n01HF7YAT00ABCDEFGHJKMNPQRT'],
    [{ separator: 'commas' }, '01HF7YAT00ABCDEFGHJKMNPQRS, 01HF7YAT00ABCDEFGHJKMNPQRT'],
    [{ lowercase: true }, '01hf7yat00abcdefghjkmnpqrs\n01hf7yat00abcdefghjkmnpqrt'],
    [{ format: 'json' }, '[\n  "01HF7YAT00ABCDEFGHJKMNPQRS",\n  "01HF7YAT00ABCDEFGHJKMNPQRT"\n]'],
    [{ format: 'json', separator: 'commas' }, '[\n  "01HF7YAT00ABCDEFGHJKMNPQRS",\n  "01HF7YAT00ABCDEFGHJKMNPQRT"\n]'],
    [{ format: 'json', lowercase: true }, '[\n  "01hf7yat00abcdefghjkmnpqrs",\n  "01hf7yat00abcdefghjkmnpqrt"\n]'],
  ])('%j', (options, expected) => {
    expect(formatUlids(ids, { ...defaultUlidListFormat, ...options })).toBe(expected);
  });

  it('writes JSON exactly as JSON.stringify(list, null, 2)', () => {
    expect(formatUlids(ids, { ...defaultUlidListFormat, format: 'json' })).toBe(JSON.stringify(ids, null, 2));
    expect(formatUlids(ids.slice(0, 1), { ...defaultUlidListFormat, format: 'json' })).toBe(
      '[\n  "01HF7YAT00ABCDEFGHJKMNPQRS"\n]',
    );
  });
});

describe('decodeUlid', () => {
  it.each([
    ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 1469922850259, '2016-07-30T23:54:10.259Z', '01563e3a-b5d3-d676-4c61-efb99302bd5b'],
    ['01HF7YAT00ZZZZZZZZZZZZZZZZ', 1700000000000, '2023-11-14T22:13:20.000Z', '018bcfe5-6800-ffff-ffff-ffffffffffff'],
    ['01FWHE4YDGFK1SHH6W1G60EECF', 0x017f22e279b0, '2022-02-22T19:22:22.000Z', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
    ['00000000000000000000000000', 0, '1970-01-01T00:00:00.000Z', '00000000-0000-0000-0000-000000000000'],
    [
      '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
      281474976710655,
      '+010889-08-02T05:31:50.655Z',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ],
  ])('%s → %s', (ulid, unixMs, timestamp, uuid) => {
    expect(decodeUlid(ulid)).toEqual({ ok: true, value: { ulid, unixMs, timestamp, uuid } });
  });

  it('accepts lowercase and surrounding spaces', () => {
    expect(decodeUlid('  01arz3ndektsv4rrffq69g5fav\n')).toMatchObject({
      ok: true,
      value: { ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV', unixMs: 1469922850259 },
    });
  });

  it.each([
    '',
    'hello',
    '01ARZ3NDEKTSV4RRFFQ69G5FA',
    '01ARZ3NDEKTSV4RRFFQ69G5FAVV',
    '81ARZ3NDEKTSV4RRFFQ69G5FAV',
    '01ARZ3NDEKTSV4RRFFQ69G5FAI',
    '01ARZ3NDEKTSV4RRFFQ69G5FAL',
    '01ARZ3NDEKTSV4RRFFQ69G5FAO',
    '01ARZ3NDEKTSV4RRFFQ69G5FAU',
    '01ARZ3NDEK-TSV4RRFFQ69G5FAV',
  ])('rejects %j with "Invalid ULID"', (text) => {
    expect(errorInEnglish(decodeUlid(text), words)).toBe('Invalid ULID');
  });
});
