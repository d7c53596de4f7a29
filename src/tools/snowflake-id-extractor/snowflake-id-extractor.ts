import { err, ok, type Result } from '../../lib/result';

// All arithmetic on IDs is BigInt: they exceed 2^53, where Number would round them silently.

export const noIdError = 'Enter a Snowflake ID (a positive whole number).';
export const tooLargeError = 'This number does not fit in 64 bits.';
export const invalidEpochError = 'Enter the epoch as Unix milliseconds or an ISO date.';
export const tooManyBitsError = 'Worker and sequence bits together must be 40 or fewer.';
export const futureWarning = 'This date is in the future — check the preset/epoch.';
export const invalidDateError = 'Enter the date as Unix milliseconds or an ISO date.';
export const beforeEpochError = "This date is before the layout's epoch.";
export const dateTooLateError = "This date is too late for the layout's timestamp bits.";

const idBits = 64;
const maxId = (1n << 64n) - 1n;

export const presetIds = ['twitter', 'discord', 'instagram', 'mastodon', 'custom'] as const;
export type PresetId = (typeof presetIds)[number];
export const defaultPreset: PresetId = 'discord';

export const presetOptions: readonly { value: PresetId; label: string }[] = [
  { value: 'twitter', label: 'Twitter / X' },
  { value: 'discord', label: 'Discord' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'mastodon', label: 'Mastodon' },
  { value: 'custom', label: 'Custom' },
];

/** A field below the timestamp, high to low. */
export interface LayoutField {
  label: string;
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
      { label: 'Datacenter ID', bits: 5 },
      { label: 'Worker ID', bits: 5 },
      { label: 'Sequence', bits: 12 },
    ],
    machineId: true,
  },
  discord: {
    epochMs: 1420070400000n,
    fields: [
      { label: 'Internal worker ID', bits: 5 },
      { label: 'Internal process ID', bits: 5 },
      { label: 'Increment', bits: 12 },
    ],
    machineId: true,
  },
  instagram: {
    epochMs: 1314220021721n,
    fields: [
      { label: 'Shard ID', bits: 13 },
      { label: 'Sequence', bits: 10 },
    ],
    machineId: false,
  },
  mastodon: { epochMs: 0n, fields: [{ label: 'Sequence', bits: 16 }], machineId: false },
};

export const workerBitsRange = { min: 0, max: 20 } as const;
export const sequenceBitsRange = { min: 0, max: 22 } as const;
const maxCustomBits = 40;

export const machineIdLabel = 'Machine ID (10 bits)';
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

export function parseEpoch(text: string): Result<bigint> {
  const epoch = parseInstant(text);
  return epoch === undefined ? err(invalidEpochError) : ok(epoch);
}

export function checkCustomBits(workerBits: number, sequenceBits: number): Result<void> {
  return workerBits + sequenceBits > maxCustomBits ? err(tooManyBitsError) : ok(undefined);
}

/** The layout of a preset, or of the custom settings when they are valid. */
export function layoutOf(preset: PresetId, custom: CustomLayout): Result<SnowflakeLayout> {
  if (preset !== 'custom') return ok(presetLayouts[preset]);
  const epoch = parseEpoch(custom.epoch);
  if (!epoch.ok) return epoch;
  const bits = checkCustomBits(custom.workerBits, custom.sequenceBits);
  if (!bits.ok) return bits;
  return ok({
    epochMs: epoch.value,
    fields: [
      { label: 'Worker ID', bits: custom.workerBits },
      { label: 'Sequence', bits: custom.sequenceBits },
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
export function parseSnowflakeId(text: string): Result<bigint | undefined> {
  if (text.trim() === '') return ok(undefined);
  const digits = lastRunOfDigits(text)?.replace(/^0+(?=\d)/, '');
  if (digits === undefined) return err(noIdError);
  if (digits.length > 20) return err(tooLargeError);
  const id = BigInt(digits);
  return id > maxId ? err(tooLargeError) : ok(id);
}

const fieldBits = (layout: SnowflakeLayout) => layout.fields.reduce((total, field) => total + field.bits, 0);

/** The labels of what an ID holds under a layout, besides its time, in the order they are shown. */
export function layoutFieldLabels(layout: SnowflakeLayout): string[] {
  return [...layout.fields.map((field) => field.label), ...(layout.machineId ? [machineIdLabel] : [])];
}

export interface SnowflakeField {
  label: string;
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
  const fields: SnowflakeField[] = layout.fields.map(({ label, bits }) => {
    shift -= BigInt(bits);
    return { label, value: (id >> shift) & ((1n << BigInt(bits)) - 1n) };
  });
  if (layout.machineId) fields.push({ label: machineIdLabel, value: (id >> machineIdShift) & machineIdMask });
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
export function snowflakeFromInstant(instantMs: bigint, layout: SnowflakeLayout): Result<bigint> {
  const elapsed = instantMs - layout.epochMs;
  if (elapsed < 0n) return err(beforeEpochError);
  const id = elapsed << BigInt(fieldBits(layout));
  return id > maxId ? err(dateTooLateError) : ok(id);
}

/** `snowflakeFromInstant` for a date as typed. */
export function snowflakeFromDate(text: string, layout: SnowflakeLayout): Result<bigint | undefined> {
  if (text.trim() === '') return ok(undefined);
  const instant = parseInstant(text);
  return instant === undefined ? err(invalidDateError) : snowflakeFromInstant(instant, layout);
}
