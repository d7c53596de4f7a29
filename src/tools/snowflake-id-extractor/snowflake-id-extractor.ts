import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

// All arithmetic on IDs is BigInt: they exceed 2^53, where Number would round them silently.

const idBits = 64;
const maxId = (1n << 64n) - 1n;

export const presetIds = ['twitter', 'discord', 'instagram', 'mastodon', 'custom'] as const;
export type PresetId = (typeof presetIds)[number];
export const defaultPreset: PresetId = 'discord';

/** What an ID holds besides its time, by name (its words are `fields.<name>` in the catalogue). */
export const fieldNames = [
  'datacenterId',
  'workerId',
  'sequence',
  'internalWorkerId',
  'internalProcessId',
  'increment',
  'shardId',
  'machineId',
] as const;
export type FieldName = (typeof fieldNames)[number];

/** A field below the timestamp, high to low. */
export interface LayoutField {
  name: FieldName;
  bits: number;
}

export interface SnowflakeLayout {
  epochMs: bigint;
  /** The fields under the timestamp, high to low; the timestamp takes the bits left above them. */
  fields: readonly LayoutField[];
  /** Twitter and Discord also read their two 5-bit fields as one 10-bit machine ID. */
  machineId: boolean;
}

export const presetLayouts: Record<Exclude<PresetId, 'custom'>, SnowflakeLayout> = {
  twitter: {
    epochMs: 1288834974657n,
    fields: [
      { name: 'datacenterId', bits: 5 },
      { name: 'workerId', bits: 5 },
      { name: 'sequence', bits: 12 },
    ],
    machineId: true,
  },
  discord: {
    epochMs: 1420070400000n,
    fields: [
      { name: 'internalWorkerId', bits: 5 },
      { name: 'internalProcessId', bits: 5 },
      { name: 'increment', bits: 12 },
    ],
    machineId: true,
  },
  instagram: {
    epochMs: 1314220021721n,
    fields: [
      { name: 'shardId', bits: 13 },
      { name: 'sequence', bits: 10 },
    ],
    machineId: false,
  },
  mastodon: { epochMs: 0n, fields: [{ name: 'sequence', bits: 16 }], machineId: false },
};

export const workerBitsRange = { min: 0, max: 20 } as const;
export const sequenceBitsRange = { min: 0, max: 22 } as const;
const maxCustomBits = 40;

const machineIdShift = 12n;
const machineIdMask = 0x3ffn;

export interface CustomLayout {
  epoch: string;
  workerBits: number;
  sequenceBits: number;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An instant written as Unix milliseconds or as an ISO-8601 date(-time), in milliseconds. */
export function parseInstant(text: string): bigint | undefined {
  const trimmed = text.trim();
  // Past 16 digits no date is meant, and a long run of digits would be slow to make a BigInt of.
  if (/^-?\d{1,16}$/.test(trimmed)) return BigInt(trimmed);
  if (!isoDateTime.test(trimmed)) return undefined;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? undefined : BigInt(ms);
}

export function parseEpoch(text: string): Result<bigint, Message> {
  const epoch = parseInstant(text);
  return epoch === undefined ? failure('errors.invalidEpoch') : ok(epoch);
}

export function checkCustomBits(workerBits: number, sequenceBits: number): Result<void, Message> {
  return workerBits + sequenceBits > maxCustomBits ? failure('errors.tooManyBits') : ok(undefined);
}

/** The layout of a preset, or of the custom settings when they are valid. */
export function layoutOf(preset: PresetId, custom: CustomLayout): Result<SnowflakeLayout, Message> {
  if (preset !== 'custom') return ok(presetLayouts[preset]);
  const epoch = parseEpoch(custom.epoch);
  if (!epoch.ok) return epoch;
  const bits = checkCustomBits(custom.workerBits, custom.sequenceBits);
  if (!bits.ok) return bits;
  return ok({
    epochMs: epoch.value,
    fields: [
      { name: 'workerId', bits: custom.workerBits },
      { name: 'sequence', bits: custom.sequenceBits },
    ],
    machineId: false,
  });
}

function lastRunOfDigits(text: string): string | undefined {
  let end = text.length;
  while (end > 0 && !isDigit(text.charCodeAt(end - 1))) end--;
  if (end === 0) return undefined;
  let start = end;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  return text.slice(start, end);
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The ID in `text`: the text itself, or the last run of digits in it (a tweet URL, a Discord
 * message link, a `<@mention>`). Blank text holds no ID and is no error.
 */
export function parseSnowflakeId(text: string): Result<bigint | undefined, Message> {
  if (text.trim() === '') return ok(undefined);
  const digits = lastRunOfDigits(text)?.replace(/^0+(?=\d)/, '');
  if (digits === undefined) return failure('errors.noId');
  if (digits.length > 20) return failure('errors.tooLarge');
  const id = BigInt(digits);
  return id > maxId ? failure('errors.tooLarge') : ok(id);
}

const fieldBits = (layout: SnowflakeLayout) => layout.fields.reduce((total, field) => total + field.bits, 0);

/** The names of what an ID holds under a layout, besides its time, in the order they are shown. */
export function layoutFieldNames(layout: SnowflakeLayout): FieldName[] {
  return [...layout.fields.map((field) => field.name), ...(layout.machineId ? (['machineId'] as const) : [])];
}

export interface SnowflakeField {
  name: FieldName;
  value: bigint;
}

export interface SnowflakeParts {
  id: bigint;
  /** Milliseconds since 1970; may be past what a Date can hold, with a far-off epoch. */
  timestampMs: number;
  fields: SnowflakeField[];
}

/** What an ID holds under a layout. */
export function decodeSnowflake(id: bigint, layout: SnowflakeLayout): SnowflakeParts {
  let shift = BigInt(fieldBits(layout));
  const timestampMs = Number((id >> shift) + layout.epochMs);
  const fields: SnowflakeField[] = layout.fields.map(({ name, bits }) => {
    shift -= BigInt(bits);
    return { name, value: (id >> shift) & ((1n << BigInt(bits)) - 1n) };
  });
  if (layout.machineId) fields.push({ name: 'machineId', value: (id >> machineIdShift) & machineIdMask });
  return { id, timestampMs, fields };
}

/** The ID as 64 binary digits, a space between the layout's fields. */
export function binaryOf(id: bigint, layout: SnowflakeLayout): string {
  const digits = id.toString(2).padStart(idBits, '0');
  const widths = [idBits - fieldBits(layout), ...layout.fields.map((field) => field.bits)].filter((bits) => bits > 0);
  let start = 0;
  return widths
    .map((bits) => {
      const group = digits.slice(start, start + bits);
      start += bits;
      return group;
    })
    .join(' ');
}

// The range of a JavaScript Date, ±100,000,000 days around 1970.
const maxDateMs = 8.64e15;

/** The timestamp as an ISO-8601 instant, or nothing when no Date can hold it. */
export function isoDateOf(timestampMs: number): string {
  return Math.abs(timestampMs) <= maxDateMs ? new Date(timestampMs).toISOString() : '';
}

const dayMs = 86_400_000;

/** More than a day ahead of now: the mark of an ID read with the wrong epoch. */
export function isInFuture(timestampMs: number, nowMs: number): boolean {
  return timestampMs > nowMs + dayMs;
}

/** The smallest ID made at `instant` under a layout (worker, process and sequence all zero). */
export function snowflakeFromInstant(instantMs: bigint, layout: SnowflakeLayout): Result<bigint, Message> {
  const elapsed = instantMs - layout.epochMs;
  if (elapsed < 0n) return failure('errors.beforeEpoch');
  const id = elapsed << BigInt(fieldBits(layout));
  return id > maxId ? failure('errors.dateTooLate') : ok(id);
}

/** `snowflakeFromInstant` for a date as typed. */
export function snowflakeFromDate(text: string, layout: SnowflakeLayout): Result<bigint | undefined, Message> {
  if (text.trim() === '') return ok(undefined);
  const instant = parseInstant(text);
  return instant === undefined ? failure('errors.invalidDate') : snowflakeFromInstant(instant, layout);
}
