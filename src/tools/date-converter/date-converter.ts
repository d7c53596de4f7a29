import { formatISO, formatISO9075, formatRFC3339, formatRFC7231, parseISO } from 'date-fns';
import { isIso8601 } from './iso-8601';

/** The input formats, in menu order, which is also the order auto-detection tries them. */
export const dateFormatIds = [
  'js-locale',
  'iso-8601',
  'iso-9075',
  'rfc-3339',
  'rfc-7231',
  'unix',
  'timestamp',
  'utc',
  'mongo',
  'excel',
] as const;

export type DateFormatId = (typeof dateFormatIds)[number];

export const defaultDateFormat: DateFormatId = 'timestamp';

interface InputFormat {
  value: DateFormatId;
  /** Whether a text looks like this format; formats without one are only chosen by hand. */
  recognises?: (text: string) => boolean;
  /** The date the text means; an invalid Date when it means none. */
  parse: (text: string) => Date;
}

const msPerSecond = 1000;
const msPerDay = 86_400_000;
// Excel's serial 25569 is 1970-01-01: its day 0 is 1899-12-30.
const excelSerialOfUnixEpoch = 25_569;
const largestObjectIdSeconds = 0xffff_ffff;

const iso9075 = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})?$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const rfc7231 =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const unixSeconds = /^\d{1,10}$/;
const milliseconds = /^\d{1,13}$/;
const objectId = /^[0-9a-f]{24}$/i;
const objectIdTimestamp = /^[0-9a-f]{8}/i;
const excelSerial = /^-?\d+(?:\.\d+)?$/;

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function isUtcString(text: string): boolean {
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toUTCString() === text;
}

function parseObjectId(text: string): Date {
  const timestamp = objectIdTimestamp.exec(text)?.[0];
  return new Date(timestamp === undefined ? Number.NaN : Number.parseInt(timestamp, 16) * msPerSecond);
}

/** How each input format is recognised and read, in the order of `dateFormatIds`. */
export const inputFormats: readonly InputFormat[] = [
  { value: 'js-locale', parse: (text) => new Date(text) },
  { value: 'iso-8601', recognises: isIso8601, parse: (text) => parseISO(text) },
  { value: 'iso-9075', recognises: (text) => iso9075.test(text), parse: (text) => parseISO(text) },
  { value: 'rfc-3339', recognises: (text) => rfc3339.test(text), parse: (text) => new Date(text) },
  { value: 'rfc-7231', recognises: (text) => rfc7231.test(text), parse: (text) => new Date(text) },
  {
    value: 'unix',
    recognises: (text) => unixSeconds.test(text),
    parse: (text) => new Date(numberOf(text) * msPerSecond),
  },
  {
    value: 'timestamp',
    recognises: (text) => milliseconds.test(text),
    parse: (text) => new Date(numberOf(text)),
  },
  { value: 'utc', recognises: isUtcString, parse: (text) => new Date(text) },
  { value: 'mongo', recognises: (text) => objectId.test(text), parse: parseObjectId },
  {
    value: 'excel',
    recognises: (text) => excelSerial.test(text),
    parse: (text) => new Date(Math.round((numberOf(text) - excelSerialOfUnixEpoch) * msPerDay)),
  },
];

/** The first format, in menu order, that the text looks like; undefined when none does. */
export function detectDateFormat(input: string): DateFormatId | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  return inputFormats.find((format) => format.recognises?.(text))?.value;
}

/** The date the input means in the given format; undefined when it means none. */
export function parseDate(input: string, formatId: DateFormatId): Date | undefined {
  const format = inputFormats.find((candidate) => candidate.value === formatId);
  const date = format?.parse(input.trim());
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date;
}

function objectIdOf(date: Date): string {
  const seconds = Math.floor(date.getTime() / msPerSecond);
  if (seconds < 0 || seconds > largestObjectIdSeconds) return '';
  return `${seconds.toString(16).padStart(8, '0')}${'0'.repeat(16)}`;
}

/** The outputs, in page order. Local-time ones use the time zone the code runs in. */
const dateOutputs = {
  jsLocale: (date: Date) => date.toString(),
  iso8601: (date: Date) => formatISO(date),
  iso8601Utc: (date: Date) => date.toISOString(),
  iso9075: (date: Date) => formatISO9075(date),
  rfc3339: (date: Date) => formatRFC3339(date),
  rfc7231: (date: Date) => formatRFC7231(date),
  unix: (date: Date) => String(Math.floor(date.getTime() / msPerSecond)),
  timestamp: (date: Date) => String(date.getTime()),
  utc: (date: Date) => date.toUTCString(),
  mongo: objectIdOf,
  excel: (date: Date) => String(date.getTime() / msPerDay + excelSerialOfUnixEpoch),
};

export type DateOutputName = keyof typeof dateOutputs;

export const dateOutputNames = Object.keys(dateOutputs) as DateOutputName[];

/** Every output of a valid date, by name. */
export function formatDate(date: Date): Record<DateOutputName, string> {
  return Object.fromEntries(dateOutputNames.map((name) => [name, dateOutputs[name](date)])) as Record<
    DateOutputName,
    string
  >;
}
