import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

/**
 * A stopwatch as data. While it runs, the time is `elapsedMs` plus what the clock has moved since
 * `startedAt`: computed from timestamps, so it stays right when the tab sleeps and frames stop.
 */
export interface Stopwatch {
  running: boolean;
  /** Time counted up to `startedAt` (or up to the stop, when stopped). */
  elapsedMs: number;
  /** The clock reading at the last start; meaningful only while running. */
  startedAt: number;
  /** Total time at each lap, oldest first. */
  laps: number[];
}

export const stoppedStopwatch: Stopwatch = { running: false, elapsedMs: 0, startedAt: 0, laps: [] };

/** Whole milliseconds counted at clock reading `now`. */
export function elapsedAt(watch: Stopwatch, now: number): number {
  const total = watch.running ? watch.elapsedMs + Math.max(0, now - watch.startedAt) : watch.elapsedMs;
  return Math.floor(total);
}

export function start(watch: Stopwatch, now: number): Stopwatch {
  return watch.running ? watch : { ...watch, running: true, startedAt: now };
}

export function stop(watch: Stopwatch, now: number): Stopwatch {
  return watch.running ? { ...watch, running: false, elapsedMs: elapsedAt(watch, now) } : watch;
}

export function toggle(watch: Stopwatch, now: number): Stopwatch {
  return watch.running ? stop(watch, now) : start(watch, now);
}

/** Back to zero; a running stopwatch keeps running from zero (as the reference does). */
export function reset(watch: Stopwatch, now: number): Stopwatch {
  return { running: watch.running, elapsedMs: 0, startedAt: now, laps: [] };
}

/** The most laps kept: a held L key must not grow the list without end. */
export const maxLaps = 10_000;

export function lap(watch: Stopwatch, now: number): Stopwatch {
  if (watch.laps.length >= maxLaps) return watch;
  return { ...watch, laps: [...watch.laps, elapsedAt(watch, now)] };
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** `MM:SS.mmm`, with `HH:` in front from one hour on (hours never wrap). */
export function formatDuration(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  const time = `${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(whole % 1000, 3)}`;
  return hours > 0 ? `${pad(hours, 2)}:${time}` : time;
}

export interface LapRow {
  number: number;
  lapMs: number;
  totalMs: number;
}

/** Each lap's own time and the total at its end. */
export function lapRows(laps: readonly number[]): LapRow[] {
  return laps.map((totalMs, index) => ({ number: index + 1, lapMs: totalMs - (laps[index - 1] ?? 0), totalMs }));
}

/**
 * The laps as tab-separated lines under the page's column `headings` (lap, lap time, total time), to
 * paste into a spreadsheet or a note.
 */
export function lapsAsText(laps: readonly number[], headings: readonly string[]): string {
  const lines = lapRows(laps).map(
    (row) => `${row.number}\t${formatDuration(row.lapMs)}\t${formatDuration(row.totalMs)}`,
  );
  return [headings.join('\t'), ...lines].join('\n');
}

/** The longest countdown: 1,000 hours. */
const maxCountdownMs = 1000 * 3_600_000;

/** A countdown duration typed as `SS`, `MM:SS` or `HH:MM:SS` (the first part may exceed 59). */
export function parseCountdown(text: string): Result<number, Message> {
  const match = /^\s*(?:(?:(\d{1,4}):)?(\d{1,4}):)?(\d{1,6})\s*$/.exec(text);
  if (!match) return failure('errors.countdown');
  const [, hours, minutes, seconds] = match;
  if ((minutes !== undefined && Number(seconds) > 59) || (hours !== undefined && Number(minutes) > 59)) {
    return failure('errors.countdown');
  }
  const ms = (Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds)) * 1000;
  if (ms <= 0 || ms > maxCountdownMs) return failure('errors.countdown');
  return ok(ms);
}

/** What is left of a countdown of `durationMs` after `elapsedMs`. */
export function remainingMs(durationMs: number, elapsedMs: number): number {
  return Math.max(0, durationMs - elapsedMs);
}

/**
 * The stopwatch as stored, to carry on after a reload: clock readings do not survive one, so the
 * time is saved with the wall-clock moment it was read at.
 */
export interface SavedStopwatch {
  running: boolean;
  elapsedMs: number;
  savedAt: number;
  laps: number[];
}

export function toSaved(watch: Stopwatch, now: number, wallClock: number): SavedStopwatch {
  return { running: watch.running, elapsedMs: elapsedAt(watch, now), savedAt: wallClock, laps: watch.laps };
}

/** A stored stopwatch, carried on to clock reading `now`; a running one counts the time it was away. */
export function fromSaved(saved: SavedStopwatch, now: number, wallClock: number): Stopwatch {
  const away = saved.running ? Math.max(0, wallClock - saved.savedAt) : 0;
  return { running: saved.running, elapsedMs: saved.elapsedMs + away, startedAt: now, laps: saved.laps };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER;

/** Whether stored JSON is a stopwatch this page wrote (anything else starts from zero). */
export function isSavedStopwatch(value: unknown): value is SavedStopwatch {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Record<string, unknown>;
  return (
    typeof saved.running === 'boolean' &&
    isCount(saved.elapsedMs) &&
    isCount(saved.savedAt) &&
    Array.isArray(saved.laps) &&
    saved.laps.length <= maxLaps &&
    saved.laps.every(isCount)
  );
}
