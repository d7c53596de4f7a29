import type { CronFieldName } from './cron-fields';

export interface CronChoice {
  value: string;
  label: string;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
const steps = (unit: string, sizes: number[]) =>
  sizes.map((size) => ({ value: `*/${size}`, label: `Every ${size} ${unit}s` }));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * What a picker offers for one field: every value, the usual steps and ranges. Weekday numbers
 * follow "Days start at 0": Sunday is 0 when on, 1 when off (and Saturday 7).
 */
export function cronChoices(name: CronFieldName, daysStartAtZero: boolean): CronChoice[] {
  switch (name) {
    case 'minute':
      return [
        { value: '*', label: 'Every minute' },
        ...steps('minute', [2, 5, 10, 15, 30]),
        ...range(0, 59).map((n) => ({ value: String(n), label: `At minute ${n}` })),
      ];
    case 'hour':
      return [
        { value: '*', label: 'Every hour' },
        ...steps('hour', [2, 3, 4, 6, 12]),
        ...range(0, 23).map((n) => ({ value: String(n), label: `${twoDigits(n)}:xx` })),
      ];
    case 'dayOfMonth':
      return [
        { value: '*', label: 'Every day' },
        ...range(1, 31).map((n) => ({ value: String(n), label: `Day ${n}` })),
      ];
    case 'month':
      return [
        { value: '*', label: 'Every month' },
        ...months.map((month, index) => ({ value: String(index + 1), label: month })),
      ];
    case 'dayOfWeek': {
      const first = daysStartAtZero ? 0 : 1;
      return [
        { value: '*', label: 'Every day of the week' },
        { value: `${first + 1}-${first + 5}`, label: 'Monday through Friday' },
        { value: `${first},${first + 6}`, label: 'Saturday and Sunday' },
        ...weekdays.map((day, index) => ({ value: String(first + index), label: day })),
      ];
    }
  }
}

/** The choices, plus the field's current value when it is none of them (typed by hand). */
export function cronChoicesWith(name: CronFieldName, daysStartAtZero: boolean, current: string): CronChoice[] {
  const choices = cronChoices(name, daysStartAtZero);
  if (choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: `${current} (as typed)` }, ...choices];
}

export interface CronPreset {
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
    { label: 'Each minute', expression: '* * * * *' },
    { label: 'Each 5 min', expression: '*/5 * * * *' },
    { label: 'Hourly', expression: '0 * * * *' },
    { label: 'Daily at midnight', expression: '0 0 * * *' },
    { label: 'Weekdays at 09:00', expression: `0 9 * * ${sunday + 1}-${sunday + 5}` },
    { label: 'Sundays at 00:00', expression: `0 0 * * ${sunday}` },
    { label: 'Monthly on the 1st', expression: '0 0 1 * *' },
  ];
}
