import { message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type Note } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { bulkOrders, bulkTable, dataWords } from './snowflake-bulk';
import {
  binaryOf,
  decodeSnowflake,
  defaultPreset,
  isInFuture,
  isoDateOf,
  layoutOf,
  parseSnowflakeId,
  presetIds,
  sequenceBitsRange,
  snowflakeFromDate,
  workerBitsRange,
  type FieldName,
} from './snowflake-id-extractor';

const operation = operationOf<typeof words>();

// The preset and the custom layout are remembered (the spec); the IDs are not.
const layoutFields = {
  preset: choiceField(defaultPreset, presetIds, {
    persist: true,
    label: 'preset.label',
    choiceLabels: {
      twitter: 'preset.twitter',
      discord: 'preset.discord',
      instagram: 'preset.instagram',
      mastodon: 'preset.mastodon',
      custom: 'preset.custom',
    },
  }),
  epoch: textField('0', { persist: true, label: 'epoch.label' }),
  workerBits: integerField(10, { ...workerBitsRange, persist: true, label: 'workerBits' }),
  sequenceBits: integerField(12, { ...sequenceBitsRange, persist: true, label: 'sequenceBits' }),
};

/** What an ID holds, in decimal text; none of it for blank input. */
type SnowflakeOutputs = Partial<Record<'timestampMs' | 'date' | 'binary' | FieldName, string>>;

const futureNote: Note = { ...message('notes.future'), warning: true };

export const snowflakeDecode = operation({
  id: 'snowflake-decode',
  description: 'decode.description',
  input: textInput('snowflake-id', 'id'),
  fields: { id: textField('175928847299117063', { label: 'decode.input.label' }), ...layoutFields },
  outputs: {
    timestampMs: { kind: 'timestamp', label: 'rows.timestampMs' },
    date: { kind: 'date', label: 'rows.date' },
    datacenterId: { kind: 'integer', label: 'fields.datacenterId' },
    workerId: { kind: 'integer', label: 'fields.workerId' },
    sequence: { kind: 'integer', label: 'fields.sequence' },
    internalWorkerId: { kind: 'integer', label: 'fields.internalWorkerId' },
    internalProcessId: { kind: 'integer', label: 'fields.internalProcessId' },
    increment: { kind: 'integer', label: 'fields.increment' },
    shardId: { kind: 'integer', label: 'fields.shardId' },
    machineId: { kind: 'integer', label: 'fields.machineId' },
    binary: { kind: 'binary', label: 'rows.binary' },
  },
  run: (text, { preset, ...custom }) => {
    const layout = layoutOf(preset, custom);
    if (!layout.ok) return layout;
    const id = parseSnowflakeId(text);
    if (!id.ok) return id;
    if (id.value === undefined) return ok<SnowflakeOutputs>({});
    const parts = decodeSnowflake(id.value, layout.value);
    const outputs: SnowflakeOutputs = {
      timestampMs: String(parts.timestampMs),
      date: isoDateOf(parts.timestampMs),
      ...Object.fromEntries(parts.fields.map((field) => [field.name, String(field.value)])),
      binary: binaryOf(parts.id, layout.value),
    };
    const notes = isInFuture(parts.timestampMs, Date.now()) ? [futureNote] : [];
    return notes.length > 0 ? { ok: true as const, value: outputs, notes } : ok(outputs);
  },
  examples: [
    {
      name: 'examples.discord',
      input: '175928847299117063',
      output: {
        timestampMs: '1462015105796',
        date: '2016-04-30T11:18:25.796Z',
        internalWorkerId: '1',
        internalProcessId: '0',
        increment: '7',
        machineId: '32',
        binary: '000000100111000100000110010110101100000100 00001 00000 000000000111',
      },
    },
    {
      name: 'examples.twitter',
      input: '1212161089290559488',
      options: { preset: 'twitter' },
      output: {
        timestampMs: '1577836699207',
        date: '2019-12-31T23:58:19.207Z',
        datacenterId: '27',
        workerId: '14',
        sequence: '0',
        machineId: '878',
      },
    },
    { input: 'abc', error: 'errors.noId' },
    { input: 'abc', options: { preset: 'twitter' }, error: 'errors.noId' },
  ],
});

export const snowflakeFromDateOperation = operation({
  id: 'snowflake-from-date',
  description: 'fromDate.description',
  input: textInput('date', 'date'),
  fields: { date: textField('', { label: 'fromDate.input.label' }), ...layoutFields },
  output: { kind: 'snowflake-id', label: 'fromDate.output' },
  run: (date, { preset, ...custom }) => {
    const layout = layoutOf(preset, custom);
    if (!layout.ok) return layout;
    const id = snowflakeFromDate(date, layout.value);
    return id.ok ? ok(id.value === undefined ? '' : String(id.value)) : id;
  },
  examples: [
    { name: 'examples.discordDate', input: '2024-01-01T00:00:00Z', output: '1191168914227200000' },
    {
      name: 'examples.twitterDate',
      input: '2024-01-01T00:00:00Z',
      options: { preset: 'twitter' },
      output: '1741610183685046272',
    },
    { input: '2014-12-31T23:59:59Z', error: 'errors.beforeEpoch' },
  ],
});

export const snowflakeDecodeMany = operation({
  id: 'snowflake-decode-many',
  description: 'bulk.description',
  input: textInput('text', 'ids'),
  fields: {
    ids: textField('', { label: 'bulk.input' }),
    order: choiceField('input', bulkOrders, {
      label: 'bulk.order.label',
      choiceLabels: { input: 'bulk.order.input', oldest: 'bulk.order.oldest', newest: 'bulk.order.newest' },
    }),
    ...layoutFields,
  },
  output: { kind: 'csv', label: 'bulk.csv' },
  run: (ids, { preset, order, ...custom }) => {
    const layout = layoutOf(preset, custom);
    if (!layout.ok) return layout;
    return ok(bulkTable(ids, { layout: layout.value, order, words: dataWords(layout.value) }).csv);
  },
  examples: [
    {
      name: 'examples.bulk',
      input: '1212161089290559488\nabc\n175928847299117063',
      options: { order: 'oldest' },
      output: [
        'id,timestampMs,date,internalWorkerId,internalProcessId,increment,machineId,error',
        '175928847299117063,1462015105796,2016-04-30T11:18:25.796Z,1,0,7,32,',
        '1212161089290559488,1709072124550,2024-02-27T22:15:24.550Z,27,14,0,878,',
        'abc,,,,,,,noId',
        '',
      ].join('\r\n'),
    },
  ],
});

/** The page's state: the fields of its three operations, which share the layout's. */
export const snowflakePageFields = {
  ...snowflakeDecode.fields,
  ...snowflakeFromDateOperation.fields,
  ...snowflakeDecodeMany.fields,
};

export const operations = toolOperations(snowflakeDecode, snowflakeFromDateOperation, snowflakeDecodeMany);
