// The bcrypt page's pure rules: what a salt count and a hash may be, what a hash is made of, and
// how long a cost takes. The hashing itself (bcryptjs) lives in bcrypt-run.ts, run by the workers.
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';
import { utf8ByteLength } from '../../lib/utf8';

export const saltCountMin = 4;
export const saltCountMax = 31;
export const defaultSaltCount = 10;

export const saltCountError: Message = message('errors.saltCount');
export const invalidHashError: Message = message('errors.invalidHash');

/** bcrypt reads only this many bytes of its input (the UTF-8 bytes of the string). */
export const bcryptMaxInputBytes = 72;

/** The "Salt count:" field: an integer from 4 to 31, written in digits (spaces around allowed). */
export function parseSaltCount(text: string): Result<number, Message> {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return err(saltCountError);
  const value = Number.parseInt(trimmed, 10);
  if (value < saltCountMin || value > saltCountMax) return err(saltCountError);
  return ok(value);
}

export const bcryptVariants = ['2a', '2b', '2x', '2y'] as const;
export type BcryptVariant = (typeof bcryptVariants)[number];

/** The shape of a modular-crypt bcrypt hash: `$2?$`, two-digit cost, `$`, 53 characters. */
export const bcryptHashPattern = /^\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export interface BcryptHashParts {
  variant: BcryptVariant;
  cost: number;
  /** 22 characters of bcrypt's Base64: the 128-bit salt. */
  salt: string;
  /** 31 characters of bcrypt's Base64: the 184-bit result. */
  checksum: string;
}

/** Splits a hash into its parts; anything else (also a cost outside 4–31) is not a bcrypt hash. */
export function parseBcryptHash(hash: string): Result<BcryptHashParts, Message> {
  if (!bcryptHashPattern.test(hash)) return err(invalidHashError);
  const cost = Number.parseInt(hash.slice(4, 6), 10);
  if (cost < saltCountMin || cost > saltCountMax) return err(invalidHashError);
  return ok({ variant: hash.slice(1, 3) as BcryptVariant, cost, salt: hash.slice(7, 29), checksum: hash.slice(29) });
}

/** What the variant is and where it comes from. */
export function describeVariant(variant: BcryptVariant): Message {
  return message(`variants.${variant}`);
}

/** The warning for input bcrypt will cut, or undefined when all of it counts. */
export function truncationWarning(text: string): Note | undefined {
  const bytes = utf8ByteLength(text);
  if (bytes <= bcryptMaxInputBytes) return undefined;
  return { ...message('notes.truncated', { bytes, max: bcryptMaxInputBytes }), warning: true };
}

/** Whether `text` has a character outside ASCII (where `$2x$` hashes differ from `$2a$`). */
export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** The warning that a `$2x$` hash is checked as `$2a$`, when `text` is where the two differ. */
export function variant2xWarning(variant: BcryptVariant, text: string): Note | undefined {
  return variant === '2x' && hasNonAscii(text) ? { ...message('notes.variant2x'), warning: true } : undefined;
}

/**
 * Milliseconds per unit of work (the hash at cost c does 2^c units): bcryptjs in a current
 * browser on an ordinary laptop takes about 100 ms at cost 10.
 */
export const typicalMsPerUnit = 100 / 2 ** 10;

/** The expected time of a hash at `cost`, from a time per unit of work. */
export function estimateHashMs(cost: number, msPerUnit = typicalMsPerUnit): number {
  return msPerUnit * 2 ** cost;
}

/**
 * The time per unit of work a finished hash shows, or undefined when it was too quick to tell
 * (below cost 8 the fixed costs of a run weigh more than the rounds).
 */
export function measuredMsPerUnit(cost: number, elapsedMs: number): number | undefined {
  if (cost < 8 || !(elapsedMs > 0)) return undefined;
  return elapsedMs / 2 ** cost;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const year = 365.25 * day;

/** One decimal below 10, none from there (the catalogue writes it as the language writes numbers). */
function rounded(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** A short human duration: "85 ms", "1.6 s", "27 s", "4.5 min", "3 h", "1 day", "2.9 days" (`duration.*`). */
export function formatDuration(ms: number): Message {
  if (ms < second) return message('duration.ms', { value: Math.max(1, Math.round(ms)) });
  if (ms < minute) return message('duration.s', { value: rounded(ms / second) });
  if (ms < hour) return message('duration.min', { value: rounded(ms / minute) });
  if (ms < day) return message('duration.h', { value: rounded(ms / hour) });
  if (ms < year) return message('duration.day', { count: rounded(ms / day) });
  return message('duration.year', { count: rounded(ms / year) });
}

/** What the hint under "Salt count:" says: the rounds, and how long a hash of that cost takes here or typically. */
export interface CostHint {
  rounds: number;
  estimate: Message;
  /** Timed on this device rather than typical. */
  measured: boolean;
}

export function costHint(cost: number, msPerUnit: number | undefined): CostHint {
  return {
    rounds: 2 ** cost,
    estimate: formatDuration(estimateHashMs(cost, msPerUnit ?? typicalMsPerUnit)),
    measured: msPerUnit !== undefined,
  };
}

/** From this estimated time on, the page offers to stop a run. */
export const stoppableAfterMs = 2 * second;
