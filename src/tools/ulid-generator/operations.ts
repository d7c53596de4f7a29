import { noInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  decodeUlid,
  defaultUlidFormat,
  defaultUlidQuantity,
  defaultUlidSeparator,
  formatUlids,
  generateUlids,
  ulidFormats,
  ulidQuantityMax,
  ulidQuantityMin,
  ulidSeparators,
} from './ulid-generator';

const operation = operationOf<typeof words>();

const ulid = '[0-7][0-9A-HJKMNP-TV-Z]{25}';

// Stored as `ulid-generator:amount` and `ulid-generator:format`, the reference's keys in our namespace.
export const ulidGenerate = operation({
  id: 'ulid-generate',
  input: noInput,
  fields: {
    amount: integerField(defaultUlidQuantity, {
      persist: true,
      min: ulidQuantityMin,
      max: ulidQuantityMax,
      label: 'quantity',
    }),
    format: choiceField(defaultUlidFormat, ulidFormats, {
      persist: true,
      label: 'format.label',
      choiceLabels: { raw: 'format.raw', json: 'format.json' },
    }),
    lowercase: booleanField(false, { persist: true, label: 'lowercase' }),
    separator: choiceField(defaultUlidSeparator, ulidSeparators, {
      persist: true,
      label: 'separator.label',
      choiceLabels: { lines: 'separator.lines', commas: 'separator.commas' },
    }),
  },
  output: { kind: 'text', label: 'generate.output' },
  run: (_, { amount, ...format }) => ok(formatUlids(generateUlids(amount), format)),
  examples: [
    { name: 'examples.one', input: undefined, output: { matches: new RegExp(`^${ulid}$`) } },
    {
      name: 'examples.json',
      input: undefined,
      options: { amount: 2, format: 'json' },
      output: { matches: new RegExp(`^\\[\\n  "${ulid}",\\n  "${ulid}"\\n\\]$`) },
    },
  ],
});

export const ulidDecode = operation({
  id: 'ulid-decode',
  description: 'decode.description',
  input: textInput('ulid', 'decode'),
  fields: { decode: textField('', { label: 'decode.input.label' }) },
  outputs: {
    timestamp: { kind: 'date', label: 'decode.rows.timestamp' },
    unixMs: { kind: 'timestamp', label: 'decode.rows.unixMs' },
    uuid: { kind: 'uuid', label: 'decode.rows.uuid' },
  },
  run: (text) => {
    const decoded = decodeUlid(text);
    if (!decoded.ok) return decoded;
    const { timestamp, unixMs, uuid } = decoded.value;
    return ok({ timestamp, unixMs: String(unixMs), uuid });
  },
  examples: [
    {
      name: 'examples.decode',
      input: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      output: {
        timestamp: '2016-07-30T23:54:10.259Z',
        unixMs: '1469922850259',
        uuid: '01563e3a-b5d3-d676-4c61-efb99302bd5b',
      },
    },
    { input: '01ARZ3NDEKTSV4RRFFQ69G5FAU', error: 'errors.invalidUlid' },
  ],
});

export const operations = toolOperations(ulidGenerate, ulidDecode);
