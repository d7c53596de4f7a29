import { describe, expect, it } from 'vitest';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import {
  elapsedAt,
  formatDuration,
  fromSaved,
  isSavedStopwatch,
  lap,
  lapRows,
  lapsAsText,
  maxLaps,
  parseCountdown,
  remainingMs,
  reset,
  start,
  stop,
  stoppedStopwatch,
  toggle,
  toSaved,
} from './chronometer';

describe('formatDuration', () => {
  it.each([
    [0, '00:00.000'],
    [59_999, '00:59.999'],
    [61_001, '01:01.001'],
    [3_661_001, '01:01:01.001'],
    [25 * 3_600_000 + 61_001, '25:01:01.001'],
    [100 * 3_600_000, '100:00:00.000'],
    [1.9, '00:00.001'],
    [-5, '00:00.000'],
  ])('%s ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('stopwatch', () => {
  it('counts from timestamps, pauses on stop and resumes from the paused value', () => {
    let watch = start(stoppedStopwatch, 1000);
    expect(elapsedAt(watch, 1500.7)).toBe(500);
    watch = stop(watch, 2000);
    expect(watch.running).toBe(false);
    expect(elapsedAt(watch, 9999)).toBe(1000);
    watch = toggle(watch, 5000);
    expect(elapsedAt(watch, 5250)).toBe(1250);
  });

  it('reset zeroes the time and keeps a running stopwatch running', () => {
    const running = reset(start(stoppedStopwatch, 0), 3000);
    expect(running.running).toBe(true);
    expect(elapsedAt(running, 3100)).toBe(100);
    const stopped = reset(stop(start(stoppedStopwatch, 0), 50), 60);
    expect(stopped).toMatchObject({ running: false, elapsedMs: 0, laps: [] });
  });

  it('records laps as totals and gives each lap its own time', () => {
    let watch = start(stoppedStopwatch, 0);
    watch = lap(watch, 1000);
    watch = lap(watch, 3500);
    expect(watch.laps).toEqual([1000, 3500]);
    expect(lapRows(watch.laps)).toEqual([
      { number: 1, lapMs: 1000, totalMs: 1000 },
      { number: 2, lapMs: 2500, totalMs: 3500 },
    ]);
    expect(lapsAsText(watch.laps, ['Lap', 'Lap time', 'Total time'])).toBe(
      'Lap\tLap time\tTotal time\n1\t00:01.000\t00:01.000\n2\t00:02.500\t00:03.500',
    );
  });

  it('keeps at most maxLaps laps', () => {
    const full = { ...start(stoppedStopwatch, 0), laps: Array.from({ length: maxLaps }, () => 1) };
    expect(lap(full, 5).laps).toHaveLength(maxLaps);
  });
});

describe('saved stopwatch', () => {
  it('a running stopwatch counts the time the page was away', () => {
    const saved = toSaved(start(stoppedStopwatch, 100), 1100, 1_000_000);
    expect(saved).toEqual({ running: true, elapsedMs: 1000, savedAt: 1_000_000, laps: [] });
    const restored = fromSaved(saved, 5, 1_004_000);
    expect(elapsedAt(restored, 5)).toBe(5000);
    expect(elapsedAt(restored, 505)).toBe(5500);
  });

  it('a stopped one comes back as it was', () => {
    const restored = fromSaved({ running: false, elapsedMs: 42, savedAt: 0, laps: [10] }, 7, 99_999);
    expect(restored).toMatchObject({ running: false, elapsedMs: 42, laps: [10] });
  });

  it.each([
    [{ running: true, elapsedMs: 1, savedAt: 2, laps: [] }, true],
    [{ running: 'yes', elapsedMs: 1, savedAt: 2, laps: [] }, false],
    [{ running: true, elapsedMs: -1, savedAt: 2, laps: [] }, false],
    [{ running: true, elapsedMs: 1, savedAt: 2, laps: ['1'] }, false],
    [{ running: true, elapsedMs: Number.POSITIVE_INFINITY, savedAt: 2, laps: [] }, false],
    ['text', false],
    [null, false],
  ])('isSavedStopwatch(%j) is %s', (value, expected) => {
    expect(isSavedStopwatch(value)).toBe(expected);
  });
});

describe('countdown', () => {
  it.each([
    ['05:00', 300_000],
    ['90', 90_000],
    ['1:02:03', 3_723_000],
    [' 00:01 ', 1000],
    ['120:00', 7_200_000],
  ])('%s is %s ms', (text, ms) => {
    expect(parseCountdown(text)).toEqual({ ok: true, value: ms });
  });

  it.each(['', '0', '00:00', '5:60', '1:60:00', 'abc', '1:2:3:4', '-5', '1e309', '1001:00:00'])(
    '%j is refused',
    (text) => {
      expect(errorInEnglish(parseCountdown(text), words)).toBe('Enter a duration as SS, MM:SS or HH:MM:SS.');
    },
  );

  it('never goes below zero', () => {
    expect(remainingMs(1000, 400)).toBe(600);
    expect(remainingMs(1000, 1400)).toBe(0);
  });
});
