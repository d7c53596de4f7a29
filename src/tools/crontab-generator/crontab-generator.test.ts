import { beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../i18n/locales';
import { cronChoices, cronChoicesWith, cronPresets } from './cron-choices';
import { cronField, cronFieldNames, withCronField } from './cron-fields';
import { loadCronLocale } from './cron-locales';
import {
  cronMacros,
  defaultCronExpression,
  defaultDescribeOptions,
  describeCron,
  isValidCron,
  type DescribeOptions,
} from './crontab-generator';
import { formatRun, nextCronRuns } from './next-runs';
import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';

const invalidCronMessage = 'This cron is invalid';

const describeIn = (locale: string, expression: string, options: Partial<DescribeOptions> = {}) =>
  describeCron(expression, { ...defaultDescribeOptions, ...options }, locale);

const cronstrueNames: Partial<Record<Locale, string>> = {};
beforeAll(async () => {
  for (const locale of locales) cronstrueNames[locale] = await loadCronLocale(locale);
});

// The spec's four examples, in every language the page offers (app language → cronstrue's words).
const examples: Record<Locale, [string, string, string, string]> = {
  en: [
    'At 40 minutes past the hour, every hour, every day',
    'At 09:00 AM, Monday through Friday',
    'Every 5 minutes',
    'Every 5 minutes, every hour, every day',
  ],
  de: [
    'Bei Minute 40, jede Stunde, jeden Tag',
    'Um 09:00 AM, Montag bis Freitag',
    'Alle 5 Minuten',
    'Alle 5 Minuten, jede Stunde, jeden Tag',
  ],
  es: [
    'A los 40 minutos de la hora, cada hora, cada día',
    'A las 09:00 AM, de lunes a viernes',
    'Cada 5 minutos',
    'Cada 5 minutos, cada hora, cada día',
  ],
  fr: [
    "40 minutes après l'heure, toutes les heures, tous les jours",
    'À 09:00 AM, de lundi à vendredi',
    'Toutes les 5 minutes',
    'Toutes les 5 minutes, toutes les heures, tous les jours',
  ],
  pt: [
    'Aos 40 minutos da hora, a cada hora, a cada dia',
    'Às 09:00 AM, de segunda-feira a sexta-feira',
    'A cada 5 minutos',
    'A cada 5 minutos, a cada hora, a cada dia',
  ],
  ru: [
    'В 40 минут, каждый час, каждый день',
    'В 09:00 AM, с понедельника по пятницу',
    'Каждые 5 минут',
    'Каждые 5 минут, каждый час, каждый день',
  ],
  zh: [
    '在整点后的第 40 分钟, 每小时, 每天',
    '在上午 09:00, 星期一至星期五',
    '每隔 5 分钟',
    '每隔 5 分钟, 每小时, 每天',
  ],
};

// English's run as the operation's examples (operations.ts).
describe.each(locales.filter((locale) => locale !== 'en'))('the spec examples in %s', (locale) => {
  const [example1, example2, example3, example3Verbose] = examples[locale];
  const name = () => cronstrueNames[locale] ?? 'missing';

  it('example 1: 40 * * * * with the defaults', () => {
    expect(describeIn(name(), defaultCronExpression)).toEqual({ ok: true, value: example1 });
  });

  it('example 2: 0 9 * * 1-5 with 24 hour time off', () => {
    expect(describeIn(name(), '0 9 * * 1-5', { use24HourTimeFormat: false })).toEqual({ ok: true, value: example2 });
  });

  it('example 3: */5 * * * * with verbose off, and on', () => {
    expect(describeIn(name(), '*/5 * * * *', { verbose: false })).toEqual({ ok: true, value: example3 });
    expect(describeIn(name(), '*/5 * * * *')).toEqual({ ok: true, value: example3Verbose });
  });

  it('example 4: 60 * * * * is invalid', () => {
    expect(errorInEnglish(describeIn(name(), '60 * * * *'), words)).toBe(invalidCronMessage);
  });
});

describe('describeCron', () => {
  it('says "On the hour, every 2 hours" (cronstrue 3) for 0 */2 * * *', () => {
    expect(describeIn('en', '0 */2 * * *', { verbose: false })).toEqual({
      ok: true,
      value: 'On the hour, every 2 hours',
    });
  });

  it('describes the macros', () => {
    expect(describeIn('en', '@weekly')).toEqual({ ok: true, value: 'At 00:00, only on Sunday' });
    expect(describeIn('en', '@reboot')).toEqual({ ok: true, value: 'Run once, at startup' });
  });

  it('counts weekdays from 1 = Sunday when days do not start at 0', () => {
    expect(describeIn('en', '0 0 * * 1', { dayOfWeekStartIndexZero: false })).toEqual({
      ok: true,
      value: 'At 00:00, only on Sunday',
    });
  });

  it('trims the input, and gives nothing for blank input', () => {
    expect(describeIn('en', '  */5 * * * *  ', { verbose: false })).toEqual({ ok: true, value: 'Every 5 minutes' });
    expect(describeIn('en', '')).toEqual({ ok: true, value: '' });
    expect(describeIn('en', ' \n ')).toEqual({ ok: true, value: '' });
  });

  it.each(['60 * * * *', '* * * *', '* * * * * * *', '0 0 * * 8', '@Daily', '@never', 'hello', '<script>', '1e309'])(
    'rejects %j',
    (expression) => {
      expect(errorInEnglish(describeIn('en', expression), words)).toBe(invalidCronMessage);
    },
  );
});

describe('isValidCron', () => {
  it.each([
    '40 * * * *',
    '*/5 * * * *',
    '0 9 * * 1-5',
    '30 0 9 * * 1-5',
    '0 0 ? * MON',
    '0 0 1 jan *',
    '0 0 * JAN-MAR sun',
    '0 0 * * 7',
    '0 0,12 1-15/2 * *',
    ...cronMacros.map((entry) => entry.macro),
  ])('accepts %j', (expression) => {
    expect(isValidCron(expression)).toBe(true);
  });

  it.each(['', '60 * * * *', '* * * *', '61 * * * * *', '0 0 * * 8', '*/0 * * * *', '@ daily', '@DAILY'])(
    'rejects %j',
    (expression) => {
      expect(isValidCron(expression)).toBe(false);
    },
  );

  it('expands each macro as the help table says', () => {
    expect(Object.fromEntries(cronMacros.map((entry) => [entry.macro, entry.expansion]))).toEqual({
      '@yearly': '0 0 1 1 *',
      '@annually': '0 0 1 1 *',
      '@monthly': '0 0 1 * *',
      '@weekly': '0 0 * * 0',
      '@daily': '0 0 * * *',
      '@midnight': '0 0 * * *',
      '@hourly': '0 * * * *',
      '@reboot': undefined,
    });
  });
});

describe('the pickers', () => {
  it('read a field of a 5- or 6-field expression, or of a macro', () => {
    expect(cronField('40 * * * *', 'minute')).toBe('40');
    expect(cronField('0 9 * * 1-5', 'dayOfWeek')).toBe('1-5');
    expect(cronField('30 0 9 * * 1-5', 'hour')).toBe('9');
    expect(cronField('@monthly', 'dayOfMonth')).toBe('1');
    expect(cronField('nonsense', 'minute')).toBe('*');
  });

  it('write a field, keeping the others and a seconds field', () => {
    expect(withCronField('40 * * * *', 'hour', '9')).toBe('40 9 * * *');
    expect(withCronField('30 0 9 * * *', 'dayOfWeek', '1-5')).toBe('30 0 9 * * 1-5');
    expect(withCronField('@daily', 'dayOfWeek', '0')).toBe('0 0 * * 0');
    expect(withCronField('@reboot', 'minute', '*/5')).toBe('*/5 * * * *');
    expect(withCronField('', 'month', '6')).toBe('* * * 6 *');
    expect(withCronField('  0  9 * *   1  ', 'minute', '15')).toBe('15 9 * * 1');
  });
});

describe('nextCronRuns', () => {
  const from = new Date('2026-11-24T08:00:00Z');
  const iso = (expression: string) => {
    const result = nextCronRuns(expression, 5, from, 'UTC');
    return result.ok ? result.value.map((date) => date.toISOString()) : inEnglish(result.error, words);
  };

  it('gives the next five runs', () => {
    expect(iso('40 * * * *')).toEqual([
      '2026-11-24T08:40:00.000Z',
      '2026-11-24T09:40:00.000Z',
      '2026-11-24T10:40:00.000Z',
      '2026-11-24T11:40:00.000Z',
      '2026-11-24T12:40:00.000Z',
    ]);
    expect(iso('0 9 * * 1-5').slice(0, 4)).toEqual([
      '2026-11-24T09:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
      '2026-11-26T09:00:00.000Z',
      '2026-11-27T09:00:00.000Z',
    ]);
  });

  it('reads seconds, 7 as Sunday, ? and macros', () => {
    expect(iso('30 * * * * *')[0]).toBe('2026-11-24T08:00:30.000Z');
    expect(iso('0 0 ? * 7')[0]).toBe('2026-11-29T00:00:00.000Z');
    expect(iso('@yearly')[0]).toBe('2027-01-01T00:00:00.000Z');
    expect(iso('@midnight')[0]).toBe('2026-11-25T00:00:00.000Z');
  });

  it('has none for @reboot or a date that never comes', () => {
    expect(iso('@reboot')).toEqual([]);
    expect(iso('0 0 31 2 *')).toEqual([]);
  });

  it('refuses an invalid expression', () => {
    expect(iso('60 * * * *')).toBe(invalidCronMessage);
  });

  it('formats a run in the language, 24 or 12 hour', () => {
    const run = new Date('2026-11-24T09:40:00Z');
    expect(formatRun(run, 'en', true, 'UTC')).toBe('Tue, 11/24/2026, 09:40:00');
    expect(formatRun(run, 'en', false, 'UTC')).toBe('Tue, 11/24/2026, 09:40:00 AM');
    expect(formatRun(run, 'fr', true, 'UTC')).toBe('mar. 24/11/2026 09:40:00');
  });
});

describe('picker choices and presets', () => {
  it('offer every value of each field, once', () => {
    const counts = Object.fromEntries(
      cronFieldNames.map((name) => {
        const values = cronChoices(name, true).map((choice) => choice.value);
        expect(new Set(values).size).toBe(values.length);
        return [name, values.length];
      }),
    );
    expect(counts).toEqual({
      minute: 1 + 5 + 60,
      hour: 1 + 5 + 24,
      dayOfMonth: 1 + 31,
      month: 1 + 12,
      dayOfWeek: 1 + 2 + 7,
    });
  });

  it('number weekdays from Sunday = 0, or Sunday = 1 when days do not start at 0', () => {
    const named = (zero: boolean, day: string) =>
      cronChoices('dayOfWeek', zero).find((choice) => inEnglish(choice.label, words) === day);
    const sunday = (zero: boolean) => named(zero, 'Sunday');
    expect(sunday(true)?.value).toBe('0');
    expect(sunday(false)?.value).toBe('1');
    expect(named(false, 'Saturday')?.value).toBe('7');
    expect(cronPresets(false).find((preset) => preset.label === 'builder.preset.weekdaysAt9')?.expression).toBe(
      '0 9 * * 2-6',
    );
  });

  it('keep a value typed by hand as a choice', () => {
    const [typed] = cronChoicesWith('minute', true, '1,31');
    expect([typed.value, inEnglish(typed.label, words)]).toEqual(['1,31', '1,31 (as typed)']);
    expect(cronChoicesWith('minute', true, '5')[0].value).toBe('*');
  });

  it('presets are valid and describe what they say', () => {
    for (const zero of [true, false]) {
      for (const preset of cronPresets(zero)) {
        expect(isValidCron(preset.expression)).toBe(true);
      }
    }
    const weekdays = cronPresets(true).find((preset) => preset.label === 'builder.preset.weekdaysAt9');
    expect(describeIn('en', weekdays?.expression ?? '')).toEqual({
      ok: true,
      value: 'At 09:00, Monday through Friday',
    });
  });
});
