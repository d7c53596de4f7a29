import { de, es, fr, ptBR, ru, zhCN } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { englishDateLocale, loadDateLocale } from './date-locales';
import {
  downloadDurationMs,
  endOf,
  formatDurationText,
  formatEndAbsolute,
  formatEndRelative,
  remainingMs,
  totalDurationMs,
} from './eta-calculator';

describe('the spec examples', () => {
  // The others run as the operations' examples (operations.ts); this one needs a chosen "now".
  it('started Wednesday 10 January 2024 at 09:00, seen then, the defaults end today at 14:10', () => {
    const start = new Date(2024, 0, 10, 9, 0);
    const end = endOf(start, totalDurationMs(186, 3, 5, 'minutes')!)!;
    expect(formatEndRelative(end, start)).toBe('today at 14:10');
    expect(formatEndAbsolute(end)).toBe('Wednesday 10 January 2024, 14:10:00');
  });
});

describe('formatDurationText', () => {
  it.each([
    [100 * 86_400_000, '100 days'],
    [90_000_000, '1 day 1 hour'],
    [100_500, '1 minute 40 seconds 500 ms'],
    [0, '0 ms'],
  ])('%d ms → %s', (duration, expected) => {
    expect(formatDurationText(duration)).toBe(expected);
  });
});

describe('in the page language', () => {
  const start = new Date(2024, 0, 10, 9, 0);
  const end = endOf(start, totalDurationMs(186, 3, 5, 'minutes')!)!;

  it('writes durations with its own words and plurals', () => {
    expect(formatDurationText(90_000_000, de)).toBe('1 Tag 1 Stunde');
    expect(formatDurationText(100_500, fr)).toBe('1 minute 40 secondes 500 ms');
    expect(formatDurationText(18_600_000, ru)).toBe('5 часов 10 минут');
    expect(formatDurationText(2 * 3_600_000 + 22 * 60_000, ru)).toBe('2 часа 22 минуты');
    expect(formatDurationText(0, zhCN)).toBe('0 ms');
  });

  it('says when it ends, relative and in full', () => {
    expect(formatEndRelative(end, start, de)).toBe('heute um 14:10');
    expect(formatEndRelative(end, start, es)).toBe('hoy a las 14:10');
    expect(formatEndAbsolute(end, de)).toBe('Mittwoch, 10. Januar 2024 um 14:10:00');
    expect(formatEndAbsolute(end, ptBR)).toBe('quarta-feira, 10 de janeiro de 2024 às 14:10:00');
  });

  it('loads the locale of each app language, English from the start', async () => {
    expect(englishDateLocale.code).toBe('en-GB');
    const codes = await Promise.all(locales.map(async (locale) => (await loadDateLocale(locale)).code));
    expect(codes).toEqual(['en-GB', 'de', 'es', 'fr', 'pt-BR', 'ru', 'zh-CN']);
  });
});

describe('formatEndRelative', () => {
  const now = new Date(2024, 0, 10, 9, 0);
  it.each([
    [new Date(2024, 0, 11, 0, 0), 'tomorrow at 00:00'],
    [new Date(2024, 0, 12, 9, 0), 'Friday at 09:00'],
    [new Date(2024, 0, 9, 9, 0), 'yesterday at 09:00'],
    [new Date(2024, 0, 7, 9, 0), 'last Sunday at 09:00'],
    [new Date(2024, 0, 18, 9, 0), '18/01/2024'],
  ])('%s → %s', (end, expected) => {
    expect(formatEndRelative(end, now)).toBe(expected);
  });
});

describe('blank outputs', () => {
  it('for empty or zero fields', () => {
    expect(totalDurationMs(undefined, 3, 5, 'minutes')).toBeUndefined();
    expect(totalDurationMs(186, 0, 5, 'minutes')).toBeUndefined();
    expect(totalDurationMs(186, 3, 0, 'minutes')).toBeUndefined();
    expect(totalDurationMs(0, 3, 5, 'minutes')).toBeUndefined();
  });

  it('for an end past what a date can hold', () => {
    const duration = totalDurationMs(1e300, 1, 1, 'days');
    expect(duration).toBeDefined();
    expect(endOf(new Date(2024, 0, 1), duration!)).toBeUndefined();
    expect(totalDurationMs(Number.MAX_VALUE, 1e-300, 1, 'days')).toBeUndefined();
  });
});

describe('progress mode', () => {
  it('extrapolates the pace so far to what is left', () => {
    expect(remainingMs(100, 25, 60_000)).toBe(180_000);
    expect(remainingMs(100, 100, 60_000)).toBe(0);
  });

  it('says nothing when nothing is done, or more than the whole', () => {
    expect(remainingMs(100, 0, 60_000)).toBeUndefined();
    expect(remainingMs(100, 120, 60_000)).toBeUndefined();
    expect(remainingMs(100, 10, 0)).toBeUndefined();
  });
});

describe('downloads', () => {
  it('divides the size by the speed', () => {
    expect(downloadDurationMs(700, 'MB', 10, 'MB/s')).toBe(70_000);
    expect(downloadDurationMs(1, 'GB', 100, 'Mbit/s')).toBe(80_000);
    expect(downloadDurationMs(1, 'GB', 0, 'MB/s')).toBeUndefined();
  });
});
