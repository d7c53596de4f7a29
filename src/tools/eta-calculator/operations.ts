import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { dateTimeLocalPattern, fromDateTimeLocal, toDateTimeLocal } from '../../lib/date-time-local';
import { parseDecimalText } from '../../lib/decimal-text';
import { ok } from '../../lib/result';
import { choiceField, numberTextField, textField } from '../../lib/tool-state/fields';
import {
  downloadDurationMs,
  endOf,
  formatDurationText,
  formatEndAbsolute,
  formatEndRelative,
  remainingMs,
  sizeUnits,
  speedUnits,
  timeUnitMs,
  timeUnits,
  totalDurationMs,
} from './eta-calculator';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

const unitLabels = {
  milliseconds: 'units.milliseconds',
  seconds: 'units.seconds',
  minutes: 'units.minutes',
  hours: 'units.hours',
  days: 'units.days',
};

const amount = numberTextField(186, { label: 'amount' });

/** A duration in words and, from `start`, when it ends (relative to now, and in full); blank when unknown. */
function ending(durationMs: number | undefined, start: Date | undefined) {
  if (durationMs === undefined) return { duration: '', end: '', endAbsolute: '' };
  const end = start === undefined ? undefined : endOf(start, durationMs);
  return {
    duration: formatDurationText(durationMs),
    end: end ? formatEndRelative(end, new Date()) : '',
    endAbsolute: end ? formatEndAbsolute(end) : '',
  };
}

// Durations and dates are in British English, as the spec has them (date-fns' enGB; the page writes
// them in its own language, see date-locales.ts); end dates in the host's time zone, relative ones as
// seen now. Empty or zero numbers give blank outputs.
export const etaTotal = operation({
  id: 'eta-total',
  description: 'total.description',
  input: noInput,
  fields: {
    amount,
    // The prerendered page cannot know when it is opened: the start is set once it is.
    startedAt: textField('', {
      pattern: dateTimeLocalPattern,
      generate: () => toDateTimeLocal(new Date()),
      label: 'startedAt',
    }),
    perSpan: numberTextField(3, { label: 'perSpan' }),
    span: numberTextField(5, { label: 'span' }),
    unit: choiceField('minutes', timeUnits, { label: 'unit', choiceLabels: unitLabels }),
  },
  outputs: {
    duration: { kind: 'duration', label: 'total.duration' },
    end: { kind: 'text', label: 'total.end' },
    endAbsolute: { kind: 'date', label: 'total.endAbsolute' },
  },
  run: (_, values) => {
    const duration = totalDurationMs(
      parseDecimalText(values.amount),
      parseDecimalText(values.perSpan),
      parseDecimalText(values.span),
      values.unit,
    );
    return ok(ending(duration, fromDateTimeLocal(values.startedAt)));
  },
  examples: [
    { name: 'examples.defaults', input: undefined, output: { duration: '5 hours 10 minutes' } },
    {
      name: 'examples.plates',
      input: undefined,
      options: { amount: '500', perSpan: '5', span: '3' },
      output: { duration: '5 hours' },
    },
    {
      name: 'examples.fast',
      input: undefined,
      options: { amount: '1', perSpan: '3', span: '1', unit: 'seconds' },
      output: { duration: '333 ms' },
    },
    { input: undefined, options: { amount: '1' }, output: { duration: '1 minute 40 seconds' } },
    {
      name: 'examples.started',
      input: undefined,
      options: { startedAt: '2024-01-10T09:00' },
      output: { duration: '5 hours 10 minutes', endAbsolute: 'Wednesday 10 January 2024, 14:10:00' },
    },
    { input: undefined, options: { amount: '0' }, output: { duration: '', end: '', endAbsolute: '' } },
  ],
});

export const etaRemaining = operation({
  id: 'eta-remaining',
  description: 'progress.description',
  input: noInput,
  fields: {
    amount,
    done: numberTextField('', { label: 'progress.done' }),
    elapsed: numberTextField('', { label: 'progress.elapsed' }),
    elapsedUnit: choiceField('minutes', timeUnits, { label: 'progress.elapsedUnit', choiceLabels: unitLabels }),
  },
  outputs: {
    duration: { kind: 'duration', label: 'progress.duration' },
    end: { kind: 'text', label: 'progress.end' },
    endAbsolute: { kind: 'date', label: 'progress.endAbsolute' },
  },
  run: (_, values) => {
    const elapsed = parseDecimalText(values.elapsed);
    const remaining = remainingMs(
      parseDecimalText(values.amount),
      parseDecimalText(values.done),
      elapsed === undefined ? undefined : elapsed * timeUnitMs[values.elapsedUnit],
    );
    return ok(ending(remaining, new Date()));
  },
  examples: [
    {
      name: 'examples.halfway',
      input: undefined,
      options: { amount: '100', done: '50', elapsed: '1', elapsedUnit: 'hours' },
      output: { duration: '1 hour' },
    },
  ],
});

export const etaDownload = operation({
  id: 'eta-download',
  description: 'download.description',
  input: noInput,
  fields: {
    size: numberTextField('', { label: 'download.size' }),
    sizeUnit: choiceField('MB', sizeUnits, { label: 'download.sizeUnit' }),
    speed: numberTextField('', { label: 'download.speed' }),
    speedUnit: choiceField('MB/s', speedUnits, { label: 'download.speedUnit' }),
  },
  outputs: {
    duration: { kind: 'duration', label: 'download.duration' },
    end: { kind: 'text', label: 'download.end' },
    endAbsolute: { kind: 'date', label: 'download.endAbsolute' },
  },
  run: (_, values) => {
    const duration = downloadDurationMs(
      parseDecimalText(values.size),
      values.sizeUnit,
      parseDecimalText(values.speed),
      values.speedUnit,
    );
    return ok(ending(duration, new Date()));
  },
  examples: [
    {
      name: 'examples.download',
      input: undefined,
      options: { size: '1', sizeUnit: 'GB', speed: '100', speedUnit: 'Mbit/s' },
      output: { duration: '1 minute 20 seconds' },
    },
  ],
});

/** The page's state: the fields of its three operations (the amount is shared). */
export const etaPageFields = { ...etaTotal.fields, ...etaRemaining.fields, ...etaDownload.fields };

export const operations = toolOperations(etaTotal, etaRemaining, etaDownload);
