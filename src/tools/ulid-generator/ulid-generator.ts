import { decodeTime, monotonicFactory, ulidToUUID } from 'ulid';
import { clampInteger } from '../../lib/clamp-integer';
import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export const ulidQuantityMin = 1;
export const ulidQuantityMax = 100;
export const defaultUlidQuantity = 1;

export const ulidFormats = ['raw', 'json'] as const;
export type UlidFormat = (typeof ulidFormats)[number];
export const defaultUlidFormat: UlidFormat = 'raw';

export const ulidSeparators = ['lines', 'commas'] as const;
export type UlidSeparator = (typeof ulidSeparators)[number];
export const defaultUlidSeparator: UlidSeparator = 'lines';

/** Typed, stored or URL values → an integer in 1–100; unreadable input falls back to 1. */
export function clampUlidQuantity(value: number | string): number {
  return clampInteger(value, ulidQuantityMin, ulidQuantityMax, defaultUlidQuantity);
}

/**
 * `quantity` ULIDs (clamped to 1–100) in strictly ascending order: a monotonic factory gives ids
 * of the same millisecond the previous random part plus one. `now` is in Unix milliseconds.
 */
export function generateUlids(quantity: number, now: number = Date.now()): string[] {
  const next = monotonicFactory();
  return Array.from({ length: clampUlidQuantity(quantity) }, () => next(now));
}

export interface UlidListFormat {
  format: UlidFormat;
  lowercase: boolean;
  /** How raw ids are joined; JSON is always one id per line. */
  separator: UlidSeparator;
}

export const defaultUlidListFormat: UlidListFormat = {
  format: defaultUlidFormat,
  lowercase: false,
  separator: defaultUlidSeparator,
};

export function formatUlids(ulids: readonly string[], { format, lowercase, separator }: UlidListFormat): string {
  const ids = lowercase ? ulids.map((id) => id.toLowerCase()) : ulids;
  if (format === 'json') return JSON.stringify(ids, null, 2);
  return ids.join(separator === 'commas' ? ', ' : '\n');
}

export interface UlidDetails {
  /** Uppercase, as the spec writes ULIDs. */
  ulid: string;
  timestamp: string;
  unixMs: number;
  /** The same 128 bits as a UUID, lowercase with hyphens. */
  uuid: string;
}

// 26 Crockford base32 characters; a first character above 7 would need more than 128 bits.
const ulidPattern = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** The time and UUID form of a pasted ULID (any case, surrounding spaces ignored). */
export function decodeUlid(text: string): Result<UlidDetails, Message> {
  const ulid = text.trim().toUpperCase();
  if (!ulidPattern.test(ulid)) return failure('errors.invalidUlid');
  const unixMs = decodeTime(ulid);
  return ok({ ulid, unixMs, timestamp: new Date(unixMs).toISOString(), uuid: ulidToUUID(ulid).toLowerCase() });
}
