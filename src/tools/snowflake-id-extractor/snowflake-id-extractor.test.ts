import { describe, expect, it } from 'vitest';
import {
  beforeEpochError,
  binaryOf,
  dateTooLateError,
  decodeSnowflake,
  defaultPreset,
  invalidDateError,
  invalidEpochError,
  isInFuture,
  isoDateOf,
  layoutOf,
  noIdError,
  parseSnowflakeId,
  presetLayouts,
  presetOptions,
  snowflakeFromDate,
  tooLargeError,
  tooManyBitsError,
  type CustomLayout,
  type PresetId,
  type SnowflakeLayout,
} from './snowflake-id-extractor';

const defaultCustom: CustomLayout = { epoch: '0', workerBits: 10, sequenceBits: 12 };

function layout(preset: PresetId, custom: CustomLayout = defaultCustom): SnowflakeLayout {
  const result = layoutOf(preset, custom);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function id(text: string): bigint {
  const result = parseSnowflakeId(text);
  if (!result.ok || result.value === undefined) throw new Error(`no ID in ${text}`);
  return result.value;
}

function fieldValues(text: string, preset: PresetId, custom?: CustomLayout) {
  const parts = decodeSnowflake(id(text), layout(preset, custom));
  return Object.fromEntries(parts.fields.map((field) => [field.label, String(field.value)]));
}

describe('spec examples', () => {
  it('175928847299117063 under Discord', () => {
    const parts = decodeSnowflake(id('175928847299117063'), layout('discord'));
    expect(parts.timestampMs).toBe(1462015105796);
    expect(isoDateOf(parts.timestampMs)).toBe('2016-04-30T11:18:25.796Z');
    expect(fieldValues('175928847299117063', 'discord')).toEqual({
      'Internal worker ID': '1',
      'Internal process ID': '0',
      Increment: '7',
      'Machine ID (10 bits)': '32',
    });
    expect(binaryOf(parts.id, layout('discord'))).toBe(
      '000000100111000100000110010110101100000100 00001 00000 000000000111',
    );
  });

  it('1212161089290559488 under Twitter / X', () => {
    const parts = decodeSnowflake(id('1212161089290559488'), layout('twitter'));
    expect(parts.timestampMs).toBe(1577836699207);
    expect(isoDateOf(parts.timestampMs)).toBe('2019-12-31T23:58:19.207Z');
    expect(fieldValues('1212161089290559488', 'twitter')).toEqual({
      'Datacenter ID': '27',
      'Worker ID': '14',
      Sequence: '0',
      'Machine ID (10 bits)': '878',
    });
  });

  it.each(['abc', '-', 'https://x.com/user/status/'])('%j has no ID', (text) => {
    expect(parseSnowflakeId(text)).toEqual({ ok: false, error: noIdError });
  });

  it.each([
    ['discord', '1191168914227200000'],
    ['twitter', '1741610183685046272'],
  ] as const)('the smallest %s ID of 2024-01-01T00:00:00Z is %s', (preset, expected) => {
    expect(snowflakeFromDate('2024-01-01T00:00:00Z', layout(preset))).toEqual({ ok: true, value: BigInt(expected) });
  });

  it('defaults to Discord and offers the presets of the spec', () => {
    expect(defaultPreset).toBe('discord');
    expect(presetOptions.map((option) => option.label)).toEqual([
      'Twitter / X',
      'Discord',
      'Instagram',
      'Mastodon',
      'Custom',
    ]);
  });
});

describe('parseSnowflakeId', () => {
  it.each([
    ['175928847299117063', 175928847299117063n],
    ['  175928847299117063\n', 175928847299117063n],
    ['https://x.com/jack/status/1212161089290559488', 1212161089290559488n],
    ['https://discord.com/channels/81384788765712384/381887113391505410/175928847299117063', 175928847299117063n],
    ['<@175928847299117063>', 175928847299117063n],
    ['18446744073709551615', 18446744073709551615n],
    ['000000000000000000000000042', 42n],
    ['0', 0n],
  ])('%j holds %s', (text, expected) => {
    expect(parseSnowflakeId(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', '\n'])('blank %j holds nothing and is no error', (text) => {
    expect(parseSnowflakeId(text)).toEqual({ ok: true, value: undefined });
  });

  it.each(['18446744073709551616', '9'.repeat(400), '1e309'.replace('e', '0'.repeat(30))])(
    '%s does not fit in 64 bits',
    (text) => {
      expect(parseSnowflakeId(text)).toEqual({ ok: false, error: tooLargeError });
    },
  );

  it('reads a 5 MB paste of digits quickly, as too large', () => {
    const start = performance.now();
    expect(parseSnowflakeId('7'.repeat(5_000_000))).toEqual({ ok: false, error: tooLargeError });
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('layouts', () => {
  it('Instagram: 41-bit time, 13-bit shard, 10-bit sequence', () => {
    const instagram = layout('instagram');
    const value = ((1000n << 23n) | (4095n << 10n) | 1023n).toString();
    const parts = decodeSnowflake(id(value), instagram);
    expect(parts.timestampMs).toBe(1314220021721 + 1000);
    expect(fieldValues(value, 'instagram')).toEqual({ 'Shard ID': '4095', Sequence: '1023' });
    expect(
      binaryOf(parts.id, instagram)
        .split(' ')
        .map((group) => group.length),
    ).toEqual([41, 13, 10]);
  });

  it('Mastodon: 48-bit Unix milliseconds and a 16-bit sequence', () => {
    const value = ((1700000000000n << 16n) | 5n).toString();
    const parts = decodeSnowflake(id(value), layout('mastodon'));
    expect(isoDateOf(parts.timestampMs)).toBe('2023-11-14T22:13:20.000Z');
    expect(fieldValues(value, 'mastodon')).toEqual({ Sequence: '5' });
  });

  it('Custom: its epoch (ISO or milliseconds) and bit widths', () => {
    const custom = { epoch: '2015-01-01T00:00:00Z', workerBits: 10, sequenceBits: 12 };
    expect(layoutOf('custom', custom)).toEqual(
      layoutOf('custom', { ...custom, epoch: String(presetLayouts.discord.epochMs) }),
    );
    expect(decodeSnowflake(175928847299117063n, layout('custom', custom)).timestampMs).toBe(1462015105796);
    expect(fieldValues('175928847299117063', 'custom', custom)).toEqual({ 'Worker ID': '32', Sequence: '7' });
  });

  it('Custom with no worker bits leaves that group out of the binary', () => {
    const custom = { epoch: '0', workerBits: 0, sequenceBits: 12 };
    expect(binaryOf(4097n, layout('custom', custom))).toBe(`${'0'.repeat(51)}1 000000000001`);
  });

  it.each(['', 'yesterday', '2015-13-45', '1e3', 'NaN'])('an epoch of %j is refused', (epoch) => {
    expect(layoutOf('custom', { ...defaultCustom, epoch })).toEqual({ ok: false, error: invalidEpochError });
  });

  it('refuses more than 40 worker and sequence bits', () => {
    expect(layoutOf('custom', { epoch: '0', workerBits: 20, sequenceBits: 21 })).toEqual({
      ok: false,
      error: tooManyBitsError,
    });
    expect(layoutOf('custom', { epoch: '0', workerBits: 20, sequenceBits: 20 }).ok).toBe(true);
  });
});

describe('dates', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('has no ISO date for a timestamp no Date can hold', () => {
    const huge = decodeSnowflake(
      18446744073709551615n,
      layout('custom', { ...defaultCustom, sequenceBits: 0, workerBits: 0 }),
    );
    expect(isoDateOf(huge.timestampMs)).toBe('');
  });

  it('warns about dates more than a day ahead', () => {
    expect(isInFuture(now + 86_400_001, now)).toBe(true);
    expect(isInFuture(now + 3_600_000, now)).toBe(false);
    expect(isInFuture(now - 3_600_000, now)).toBe(false);
  });

  it('makes the smallest ID of a date given in milliseconds', () => {
    expect(snowflakeFromDate('1462015105796', layout('discord'))).toEqual({ ok: true, value: 175928847298985984n });
  });

  it.each([
    ['tomorrow', invalidDateError],
    ['2014-12-31T23:59:59Z', beforeEpochError],
    ['9999999999999999', dateTooLateError],
  ])('refuses %j', (text, error) => {
    expect(snowflakeFromDate(text, layout('discord'))).toEqual({ ok: false, error });
  });

  it('makes nothing of a blank date', () => {
    expect(snowflakeFromDate(' ', layout('discord'))).toEqual({ ok: true, value: undefined });
  });
});
