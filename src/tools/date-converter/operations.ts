import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { dateFormatIds, defaultDateFormat, formatDate, parseDate } from './date-converter';
import type words from './locales/en.json';

export const dateConvert = operationOf<typeof words>()({
  id: 'date-convert',
  input: textInput('date', 'date'),
  // The date as typed and the format it is read in (the page picks it from what is typed).
  fields: {
    date: textField('', { label: 'date.label' }),
    format: choiceField(defaultDateFormat, dateFormatIds, {
      label: 'format.label',
      choiceLabels: {
        'js-locale': 'format.jsLocale',
        'iso-8601': 'format.iso8601',
        'iso-9075': 'format.iso9075',
        'rfc-3339': 'format.rfc3339',
        'rfc-7231': 'format.rfc7231',
        unix: 'format.unix',
        timestamp: 'format.timestamp',
        utc: 'format.utc',
        mongo: 'format.mongo',
        excel: 'format.excel',
      },
    }),
  },
  // Local-time outputs are in the time zone of the host (the browser's, the command line's).
  outputs: {
    jsLocale: { kind: 'date', label: 'outputs.jsLocale' },
    iso8601: { kind: 'date', label: 'outputs.iso8601' },
    iso8601Utc: { kind: 'date', label: 'outputs.iso8601Utc' },
    iso9075: { kind: 'date', label: 'outputs.iso9075' },
    rfc3339: { kind: 'date', label: 'outputs.rfc3339' },
    rfc7231: { kind: 'date', label: 'outputs.rfc7231' },
    unix: { kind: 'timestamp', label: 'outputs.unix' },
    timestamp: { kind: 'timestamp', label: 'outputs.timestamp' },
    utc: { kind: 'date', label: 'outputs.utc' },
    mongo: { kind: 'hex', label: 'outputs.mongo' },
    excel: { kind: 'number', label: 'outputs.excel' },
  },
  // Blank input is the current moment, as on the page.
  run: (text, { format }) => {
    if (text.trim() === '') return ok(formatDate(new Date()));
    const date = parseDate(text, format);
    return date ? ok(formatDate(date)) : failure('errors.invalidDate');
  },
  examples: [
    {
      name: 'examples.unix',
      input: '1700000000',
      options: { format: 'unix' },
      output: {
        iso8601Utc: '2023-11-14T22:13:20.000Z',
        rfc7231: 'Tue, 14 Nov 2023 22:13:20 GMT',
        unix: '1700000000',
        timestamp: '1700000000000',
        utc: 'Tue, 14 Nov 2023 22:13:20 GMT',
        mongo: '6553f1000000000000000000',
        excel: '45244.92592592593',
      },
    },
    {
      name: 'examples.rfc7231',
      input: 'Sun, 06 Nov 1994 08:49:37 GMT',
      options: { format: 'rfc-7231' },
      output: { unix: '784111777', excel: '34644.367789351854' },
    },
    {
      name: 'examples.mongo',
      input: '507f1f77bcf86cd799439011',
      options: { format: 'mongo' },
      output: { utc: 'Wed, 17 Oct 2012 21:13:27 GMT', unix: '1350508407', mongo: '507f1f770000000000000000' },
    },
    { name: 'examples.one', input: '1', options: { format: 'unix' }, output: { mongo: '000000010000000000000000' } },
    { input: 'hello', error: 'errors.invalidDate' },
    { input: '2024-02-30', options: { format: 'iso-8601' }, error: 'errors.invalidDate' },
  ],
});

export const operations = toolOperations(dateConvert);
