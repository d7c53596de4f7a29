// The ISO 8601 date-time grammar, assembled from named parts. It says whether a text is shaped
// like ISO 8601; whether the date exists (no 30 February) is left to the parser.

const year = String.raw`(?:\d{4}|[+-]\d{6})`;
const month = String.raw`(?:0[1-9]|1[0-2])`;
const dayOfMonth = String.raw`(?:0[1-9]|[12]\d|3[01])`;
const week = String.raw`W(?:0[1-9]|[1-4]\d|5[0-3])`;
const dayOfWeek = '[1-7]';
const dayOfYear = String.raw`(?:00[1-9]|0[1-9]\d|[12]\d\d|3[0-5]\d|36[0-6])`;

// 2016, 2023-04, 2023-04-12, 2024-W05, 2024-W05-3, 2024-061
const extendedDate = `${year}(?:-${month}(?:-${dayOfMonth})?|-${week}(?:-${dayOfWeek})?|-${dayOfYear})?`;
// 20230412, 2024W05, 2024W053, 2024061 (a basic year-month, 202304, is not ISO 8601)
const basicDate = `${year}(?:${month}${dayOfMonth}|${week}${dayOfWeek}?|${dayOfYear})`;

const hour = String.raw`(?:[01]\d|2[0-3])`;
const minute = String.raw`[0-5]\d`;
const fraction = String.raw`(?:[.,]\d+)?`;
// 08, 08:30, 08:30:00, 0830, 083000, each with an optional fraction; 24:00 is the end of the day.
const extendedTime = `${hour}(?::${minute}(?::${minute})?)?${fraction}`;
const basicTime = `${hour}(?:${minute}(?:${minute})?)?${fraction}`;
const endOfDay = String.raw`24(?::?00(?::?00)?)?(?:[.,]0+)?`;
const offset = `(?:Z|[+-]${hour}(?::?${minute})?)`;

const time = `(?:${extendedTime}|${basicTime}|${endOfDay})${offset}?`;

const iso8601 = new RegExp(`^(?:${extendedDate}|${basicDate})(?:[T ]${time})?$`);

export function isIso8601(text: string): boolean {
  return iso8601.test(text);
}
