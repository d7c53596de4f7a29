import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, numberTextField } from '../../lib/tool-state/fields';
import { parseDecimalText } from '../../lib/decimal-text';
import type words from './locales/en.json';
import {
  calculate,
  defaultDecimals,
  percentOf,
  percentageChange,
  percentageOf,
  wholeOf,
  withPercentAdded,
  withPercentRemoved,
} from './percentage-calculator';

export const decimalChoices = Array.from({ length: defaultDecimals + 1 }, (_, count) => String(count));

const operation = operationOf<typeof words>();

// Every card rounds its results the same way.
const decimals = choiceField(String(defaultDecimals), decimalChoices, {
  label: 'decimals.label',
  help: 'decimals.help',
});

const bothNumbers = (first: string, second: string) =>
  parseDecimalText(first) !== undefined && parseDecimalText(second) !== undefined;

/** Blank when the calculation has no finite answer (a division by zero), as the page shows it. */
function answer(calculation: (first: number, second: number) => number, first: string, second: string, places: string) {
  if (!bothNumbers(first, second)) return failure('errors.notANumber');
  return ok(calculate(calculation, first, second, Number(places)));
}

export const percentOfOperation = operation({
  id: 'percent-of',
  description: 'percentOf.description',
  input: textInput('number', 'of'),
  fields: {
    percent: numberTextField('', { label: 'x' }),
    of: numberTextField('', { label: 'y' }),
    decimals,
  },
  output: { kind: 'number', label: 'result' },
  run: (of, values) => answer(percentOf, values.percent, of, values.decimals),
  examples: [{ name: 'examples.percentOf', input: '150', options: { percent: '20' }, output: '30' }],
});

export const percentageOfOperation = operation({
  id: 'percentage-of',
  description: 'percentageOf.description',
  input: textInput('number', 'part'),
  fields: {
    part: numberTextField('', { label: 'x' }),
    whole: numberTextField('', { label: 'y' }),
    decimals,
  },
  output: { kind: 'number', label: 'result' },
  run: (part, values) => answer(percentageOf, part, values.whole, values.decimals),
  examples: [
    { name: 'examples.percentageOf', input: '30', options: { whole: '120' }, output: '25' },
    { name: 'examples.divisionByZero', input: '5', options: { whole: '0' }, output: '' },
    { input: '1', options: { whole: '3' }, output: '33.3333333333' },
    { input: 'five', options: { whole: '3' }, error: 'errors.notANumber' },
  ],
});

export const percentageChangeOperation = operation({
  id: 'percentage-change',
  description: 'change.description',
  input: textInput('number', 'from'),
  fields: {
    from: numberTextField('', { label: 'change.from' }),
    to: numberTextField('', { label: 'change.to' }),
    decimals,
  },
  output: { kind: 'number', label: 'result' },
  run: (from, values) => answer(percentageChange, from, values.to, values.decimals),
  examples: [
    { name: 'examples.change', input: '50', options: { to: '75' }, output: '50' },
    { input: '50', options: { to: '-25' }, output: '-150' },
  ],
});

export const wholeOfOperation = operation({
  id: 'percent-whole-of',
  description: 'whole.description',
  input: textInput('number', 'known'),
  fields: {
    known: numberTextField('', { label: 'x' }),
    knownPercent: numberTextField('', { label: 'y' }),
    decimals,
  },
  output: { kind: 'number', label: 'result' },
  run: (known, values) => answer(wholeOf, known, values.knownPercent, values.decimals),
  examples: [{ name: 'examples.whole', input: '30', options: { knownPercent: '25' }, output: '120' }],
});

export const addRemoveOperation = operation({
  id: 'percent-add-remove',
  description: 'addRemove.description',
  input: textInput('number', 'amount'),
  fields: {
    amount: numberTextField('', { label: 'addRemove.value' }),
    rate: numberTextField('', { label: 'addRemove.percentage' }),
    decimals,
  },
  outputs: {
    added: { kind: 'number', label: 'addRemove.added' },
    removed: { kind: 'number', label: 'addRemove.removed' },
  },
  run: (amount, { rate, decimals: places }) => {
    if (!bothNumbers(amount, rate)) return failure('errors.notANumber');
    return ok({
      added: calculate(withPercentAdded, amount, rate, Number(places)),
      removed: calculate(withPercentRemoved, amount, rate, Number(places)),
    });
  },
  examples: [
    { name: 'examples.vat', input: '49.90', options: { rate: '20' }, output: { added: '59.88', removed: '39.92' } },
  ],
});

export const operations = toolOperations(
  percentOfOperation,
  percentageOfOperation,
  percentageChangeOperation,
  wholeOfOperation,
  addRemoveOperation,
);
