import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';
import { snowflakeDecode } from './operations';
import {
  binaryOf,
  decodeSnowflake,
  defaultPreset,
  isInFuture,
  isoDateOf,
  layoutOf,
  parseSnowflakeId,
  presetLayouts,
  snowflakeFromDate,
  type CustomLayout,
  type PresetId,
  type SnowflakeLayout,
} from './snowflake-id-extractor';

const noIdError = 'Enter a Snowflake ID (a positive whole number).';
const tooLargeError = 'This number does not fit in 64 bits.';

const defaultCustom: CustomLayout = { epoch: '0', workerBits: 10, sequenceBits: 12 };

function layout(preset: PresetId, custom: CustomLayout = defaultCustom): SnowflakeLayout {
  const result = layoutOf(preset, custom);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

function id(text: string): bigint {
  const result = parseSnowflakeId(text);
  if (!result.ok || result.value === undefined) throw new Error(`no ID in ${text}`);
  return result.value;
}

function fieldValues(text: string, preset: PresetId, custom?: CustomLayout) {
  const parts = decodeSnowflake(id(text), layout(preset, custom));
  return Object.fromEntries(
    parts.fields.map((field) => [inEnglish({ code: `fields.${field.name}` }, words), String(field.value)]),
  );
}

describe('spec examples', () => {
  it.each(['-', 'https://x.com/user/status/'])('%j has no ID', (text) => {
    expect(errorInEnglish(parseSnowflakeId(text), words)).toBe(noIdError);
  });

  it('defaults to Discord and offers the presets of the spec', () => {
    expect(defaultPreset).toBe('discord');
    const { preset } = snowflakeDecode.fields;
    const labels = Object.values(preset.choiceLabels ?? {}).map((code) => inEnglish({ code }, words));
    expect(preset.shape).toEqual({
      type: 'choice',
      choices: ['twitter', 'discord', 'instagram', 'mastodon', 'custom'],
    });
    expect(labels).toEqual(['Twitter / X', 'Discord', 'Instagram', 'Mastodon', 'Custom']);
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
      expect(errorInEnglish(parseSnowflakeId(text), words)).toBe(tooLargeError);
    },
  );

  it('reads a 5 MB paste of digits quickly, as too large', () => {
    const start = performance.now();
    expect(errorInEnglish(parseSnowflakeId('7'.repeat(5_000_000)), words)).toBe(tooLargeError);
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
    expect(errorInEnglish(layoutOf('custom', { ...defaultCustom, epoch }), words)).toBe(
      'Enter the epoch as Unix milliseconds or an ISO date.',
    );
  });

  it('refuses more than 40 worker and sequence bits', () => {
    expect(errorInEnglish(layoutOf('custom', { epoch: '0', workerBits: 20, sequenceBits: 21 }), words)).toBe(
      'Worker and sequence bits together must be 40 or fewer.',
    );
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
    ['tomorrow', 'Enter the date as Unix milliseconds or an ISO date.'],
    ['9999999999999999', "This date is too late for the layout's timestamp bits."],
  ])('refuses %j', (text, error) => {
    expect(errorInEnglish(snowflakeFromDate(text, layout('discord')), words)).toBe(error);
  });

  it('makes nothing of a blank date', () => {
    expect(snowflakeFromDate(' ', layout('discord'))).toEqual({ ok: true, value: undefined });
  });
});
