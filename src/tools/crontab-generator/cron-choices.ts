import { message, type Message } from '../../lib/operation/message';
import type { CronFieldName } from './cron-fields';

export interface CronChoice {
  value: string;
  /** Its words, from the catalogue (`builder.choices.…`, `builder.months.…`, `builder.weekdays.…`). */
  label: Message;
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const steps = (code: string, sizes: number[]) =>
  sizes.map((size) => ({ value: `*/${size}`, label: message(code, { size }) }));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * What a picker offers for one field: every value, the usual steps and ranges. Weekday numbers
 * follow "Days start at 0": Sunday is 0 when on, 1 when off (and Saturday 7).
 */
export function cronChoices(name: CronFieldName, daysStartAtZero: boolean): CronChoice[] {
  switch (name) {
    case 'minute':
      return [
        { value: '*', label: message('builder.choices.everyMinute') },
        ...steps('builder.choices.everyMinutes', [2, 5, 10, 15, 30]),
        ...range(0, 59).map((n) => ({ value: String(n), label: message('builder.choices.atMinute', { minute: n }) })),
      ];
    case 'hour':
      return [
        { value: '*', label: message('builder.choices.everyHour') },
        ...steps('builder.choices.everyHours', [2, 3, 4, 6, 12]),
        ...range(0, 23).map((n) => ({
          value: String(n),
          label: message('builder.choices.atHour', { hour: twoDigits(n) }),
        })),
      ];
    case 'dayOfMonth':
      return [
        { value: '*', label: message('builder.choices.everyDay') },
        ...range(1, 31).map((n) => ({ value: String(n), label: message('builder.choices.day', { day: n }) })),
      ];
    case 'month':
      return [
        { value: '*', label: message('builder.choices.everyMonth') },
        ...range(1, 12).map((n) => ({ value: String(n), label: message(`builder.months.${n}`) })),
      ];
    case 'dayOfWeek': {
      const first = daysStartAtZero ? 0 : 1;
      return [
        { value: '*', label: message('builder.choices.everyDayOfWeek') },
        { value: `${first + 1}-${first + 5}`, label: message('builder.choices.weekdays') },
        { value: `${first},${first + 6}`, label: message('builder.choices.weekend') },
        ...range(0, 6).map((day) => ({ value: String(first + day), label: message(`builder.weekdays.${day}`) })),
      ];
    }
  }
}

/** The choices, plus the field's current value when it is none of them (typed by hand). */
export function cronChoicesWith(name: CronFieldName, daysStartAtZero: boolean, current: string): CronChoice[] {
  const choices = cronChoices(name, daysStartAtZero);
  if (choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: message('builder.choices.asTyped', { value: current }) }, ...choices];
}

export interface CronPreset {
  /** Catalogue key of its name (`builder.preset.…`). */
  label: string;
  expression: string;
}

/**
 * Ready-made schedules; weekday numbers follow "Days start at 0". Their labels are worded unlike
 * any description, so a description on the page is never confused with a button.
 */
export function cronPresets(daysStartAtZero: boolean): CronPreset[] {
  const sunday = daysStartAtZero ? 0 : 1;
  return [
    { label: 'builder.preset.eachMinute', expression: '* * * * *' },
    { label: 'builder.preset.each5Minutes', expression: '*/5 * * * *' },
    { label: 'builder.preset.hourly', expression: '0 * * * *' },
    { label: 'builder.preset.dailyAtMidnight', expression: '0 0 * * *' },
    { label: 'builder.preset.weekdaysAt9', expression: `0 9 * * ${sunday + 1}-${sunday + 5}` },
    { label: 'builder.preset.sundays', expression: `0 0 * * ${sunday}` },
    { label: 'builder.preset.monthly', expression: '0 0 1 * *' },
  ];
}
