import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dateFormatIds,
  detectDateFormat,
  formatDate,
  inputFormats,
  parseDate,
  type DateFormatId,
} from './date-converter';
import { isIso8601 } from './iso-8601';

// Local-time outputs follow the time zone of the process; Node reads TZ again when it changes.
const originalTimeZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

function convert(text: string, format: DateFormatId): Record<string, string> {
  const date = parseDate(text, format);
  if (!date) throw new Error(`"${text}" is not a ${format} date`);
  return formatDate(date);
}

describe('spec examples', () => {
  it('1. "1700000000" is a Unix timestamp', () => {
    expect(detectDateFormat('1700000000')).toBe('unix');
    expect(convert('1700000000', 'unix')).toEqual({
      jsLocale: 'Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)',
      iso8601: '2023-11-14T22:13:20Z',
      iso8601Utc: '2023-11-14T22:13:20.000Z',
      iso9075: '2023-11-14 22:13:20',
      rfc3339: '2023-11-14T22:13:20Z',
      rfc7231: 'Tue, 14 Nov 2023 22:13:20 GMT',
      unix: '1700000000',
      timestamp: '1700000000000',
      utc: 'Tue, 14 Nov 2023 22:13:20 GMT',
      mongo: '6553f1000000000000000000',
      excel: '45244.92592592593',
    });
  });

  it('1. in Europe/Paris, local rows carry the offset and RFC 7231 stays in GMT', () => {
    process.env.TZ = 'Europe/Paris';
    const outputs = convert('1700000000', 'unix');
    expect(outputs.iso8601).toBe('2023-11-14T23:13:20+01:00');
    expect(outputs.iso9075).toBe('2023-11-14 23:13:20');
    expect(outputs.rfc3339).toBe('2023-11-14T23:13:20+01:00');
    expect(outputs.rfc7231).toBe('Tue, 14 Nov 2023 22:13:20 GMT');
    expect(outputs.iso8601Utc).toBe('2023-11-14T22:13:20.000Z');
  });

  it('2. "Sun, 06 Nov 1994 08:49:37 GMT" is RFC 7231', () => {
    expect(detectDateFormat('Sun, 06 Nov 1994 08:49:37 GMT')).toBe('rfc-7231');
    expect(convert('Sun, 06 Nov 1994 08:49:37 GMT', 'rfc-7231').iso9075).toBe('1994-11-06 08:49:37');
  });

  it('3. "507f1f77bcf86cd799439011" is detected as a Mongo ObjectID', () => {
    expect(detectDateFormat('507f1f77bcf86cd799439011')).toBe('mongo');
  });

  it('4. "2024-W05-3" is an ISO 8601 week date', () => {
    expect(detectDateFormat('2024-W05-3')).toBe('iso-8601');
    expect(convert('2024-W05-3', 'iso-8601').iso8601Utc).toBe('2024-01-31T00:00:00.000Z');
  });

  it('4. "1" is a Unix timestamp', () => {
    expect(detectDateFormat('1')).toBe('unix');
  });

  it('4. "hello" matches no format and is not a valid Timestamp', () => {
    expect(detectDateFormat('hello')).toBeUndefined();
    expect(parseDate('hello', 'timestamp')).toBeUndefined();
  });
});

describe('detectDateFormat', () => {
  it.each<[string, DateFormatId | undefined]>([
    ['2016', 'iso-8601'],
    ['2023-04-12', 'iso-8601'],
    ['20230412', 'iso-8601'],
    ['2024-061', 'iso-8601'],
    ['2024061', 'iso-8601'],
    ['2024-W05', 'iso-8601'],
    ['2024W053', 'iso-8601'],
    ['2023-04', 'iso-8601'],
    ['2023-04-12T08:30:00Z', 'iso-8601'],
    ['2023-04-12 08:30:00', 'iso-8601'],
    ['2023-04-12T08:30:00.123456+02:00', 'iso-8601'],
    ['2023-04-12T08:30,5-0530', 'iso-8601'],
    ['20230412T083000Z', 'iso-8601'],
    ['2023-04-12T08', 'iso-8601'],
    ['2023-04-12T24:00', 'iso-8601'],
    ['+002023-04-12', 'iso-8601'],
    ['2024-02-30', 'iso-8601'],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'rfc-7231'],
    ['0', 'unix'],
    ['202304', 'unix'],
    ['1700000000', 'unix'],
    ['17000000000', 'timestamp'],
    ['1700000000000', 'timestamp'],
    ['17000000000000', 'excel'],
    ['44927.25', 'excel'],
    ['-1.25', 'excel'],
    ['507F1F77BCF86CD799439011', 'mongo'],
    ['  1700000000  ', 'unix'],
    ['  44927.25 ', 'excel'],
    ['Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)', undefined],
    ['11/14/2023', undefined],
    ['hello', undefined],
    ['', undefined],
    ['   ', undefined],
  ])('%j → %s', (text, format) => {
    expect(detectDateFormat(text)).toBe(format);
  });

  it('reaches UTC format only by hand, since RFC 7231 catches the same strings first', () => {
    const utc = new Date(1_700_000_000_000).toUTCString();
    expect(detectDateFormat(utc)).toBe('rfc-7231');
    expect(inputFormats.find((format) => format.value === 'utc')?.recognises?.(utc)).toBe(true);
  });

  it('reaches ISO 9075 and RFC 3339 only by hand, since ISO 8601 catches them first', () => {
    expect(detectDateFormat('2023-11-14 22:13:20')).toBe('iso-8601');
    expect(detectDateFormat('2023-11-14T22:13:20.5+01:00')).toBe('iso-8601');
  });

  it('lists the formats in menu order', () => {
    expect(dateFormatIds).toEqual([
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
    ]);
  });
});

describe('isIso8601', () => {
  it.each([
    '2023-13-01',
    '2023-04-32',
    '2024-W54',
    '2024-W05-8',
    '2024-367',
    '2023-04-12T25:00',
    '2023-04-12T08:60',
    '2023-04-12T',
    '2023-04-12Z',
    '2023-04-12T08:30:00z',
    '23-04-12',
    '12345',
    '1700000000',
    '2023/04/12',
  ])('rejects %j', (text) => {
    expect(isIso8601(text)).toBe(false);
  });
});

describe('parseDate', () => {
  it.each<[string, DateFormatId, string]>([
    ['2023-04-12', 'iso-8601', '2023-04-12T00:00:00.000Z'],
    ['20230412', 'iso-8601', '2023-04-12T00:00:00.000Z'],
    ['2016', 'iso-8601', '2016-01-01T00:00:00.000Z'],
    ['2024-061', 'iso-8601', '2024-03-01T00:00:00.000Z'],
    ['2023-04-12T08:30:00+02:00', 'iso-8601', '2023-04-12T06:30:00.000Z'],
    ['2023-04-12 08:30:00.25', 'iso-9075', '2023-04-12T08:30:00.250Z'],
    ['2023-04-12T08:30:00.123Z', 'rfc-3339', '2023-04-12T08:30:00.123Z'],
    ['Wed, 12 Apr 2023 08:30:00 GMT', 'utc', '2023-04-12T08:30:00.000Z'],
    ['Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)', 'js-locale', '2023-11-14T22:13:20.000Z'],
    ['1700000000', 'timestamp', '1970-01-20T16:13:20.000Z'],
    ['44927.25', 'excel', '2023-01-01T06:00:00.000Z'],
    ['-1.25', 'excel', '1899-12-28T18:00:00.000Z'],
    ['25569', 'excel', '1970-01-01T00:00:00.000Z'],
    [' 1700000000 ', 'unix', '2023-11-14T22:13:20.000Z'],
    ['  44927.25 ', 'excel', '2023-01-01T06:00:00.000Z'],
    ['2024-02-29', 'iso-8601', '2024-02-29T00:00:00.000Z'],
    ['2023-11-14 22:13:20', 'iso-9075', '2023-11-14T22:13:20.000Z'],
    ['Tue, 14 Nov 2023 22:13:20 GMT', 'utc', '2023-11-14T22:13:20.000Z'],
    ['1700000000000', 'timestamp', '2023-11-14T22:13:20.000Z'],
  ])('%j as %s is %s', (text, format, iso) => {
    expect(parseDate(text, format)?.toISOString()).toBe(iso);
  });

  it('reads date-only and offset-less ISO values as local time', () => {
    process.env.TZ = 'Europe/Paris';
    expect(parseDate('2023-04-12', 'iso-8601')?.toISOString()).toBe('2023-04-11T22:00:00.000Z');
    expect(parseDate('2023-04-12 08:30:00', 'iso-9075')?.toISOString()).toBe('2023-04-12T06:30:00.000Z');
  });

  it.each<[string, DateFormatId]>([
    ['2024-02-30', 'iso-8601'],
    ['2023-02-29', 'iso-8601'],
    ['hello', 'timestamp'],
    ['hello', 'unix'],
    ['hello', 'js-locale'],
    ['hello', 'excel'],
    ['zz', 'mongo'],
    ['1700000000', 'rfc-7231'],
    ['1700000000000', 'rfc-7231'],
    ['2023-04-12T25:00:00Z', 'rfc-3339'],
    ['99999999999999999999', 'timestamp'],
    ['', 'timestamp'],
  ])('%j is not a valid %s date', (text, format) => {
    expect(parseDate(text, format)).toBeUndefined();
  });
});

describe('outputs', () => {
  it('pads the ObjectID seconds to 8 digits and blanks it outside 1970…2106', () => {
    expect(formatDate(new Date(0)).mongo).toBe('000000000000000000000000');
    expect(formatDate(new Date('2106-02-07T06:28:15.999Z')).mongo).toBe('ffffffff0000000000000000');
    expect(formatDate(new Date('2106-02-07T06:28:16Z')).mongo).toBe('');
    expect(formatDate(new Date(-1)).mongo).toBe('');
    expect(formatDate(new Date('1960-01-01T00:00:00Z')).mongo).toBe('');
  });

  it('rounds Unix seconds down, also before 1970', () => {
    expect(formatDate(new Date(1999)).unix).toBe('1');
    expect(formatDate(new Date(-1)).unix).toBe('-1');
  });

  it('writes Excel serials as full-precision decimals from 1899-12-30', () => {
    expect(formatDate(new Date('1899-12-30T00:00:00Z')).excel).toBe('0');
    expect(formatDate(new Date('2023-01-01T06:00:00Z')).excel).toBe('44927.25');
  });

  it('formats dates far from today without failing', () => {
    const outputs = formatDate(new Date('-000001-01-01T00:00:00Z'));
    expect(outputs.iso8601Utc).toBe('-000001-01-01T00:00:00.000Z');
    expect(outputs.unix).toBe('-62198755200');
  });
});
