import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { numberTextField, textField } from '../../lib/tool-state/fields';
import {
  baseOf,
  defaultCustomBase,
  defaultInputBase,
  fixedBases,
  formatInteger,
  isValidBase,
  parseInteger,
  type FixedBase,
} from './base-converter';
import type words from './locales/en.json';

type BaseOutputs = Record<FixedBase | 'custom', string>;

const blank: BaseOutputs = { binary: '', octal: '', decimal: '', hexadecimal: '', base64: '', custom: '' };

export const baseConvert = operationOf<typeof words>()({
  id: 'base-convert',
  input: textInput('integer', 'number'),
  // The number and its base are the source of truth; every output is derived from them.
  fields: {
    number: textField('42', { label: 'number.label' }),
    base: numberTextField(defaultInputBase, { label: 'base' }),
    customBase: numberTextField(defaultCustomBase, { label: 'customBase' }),
  },
  outputs: {
    binary: { kind: 'binary', label: 'outputs.binary' },
    octal: { kind: 'text', label: 'outputs.octal' },
    decimal: { kind: 'integer', label: 'outputs.decimal' },
    hexadecimal: { kind: 'hex', label: 'outputs.hexadecimal' },
    base64: { kind: 'text', label: 'outputs.base64' },
    custom: { kind: 'text', label: 'outputs.customDeclared' },
  },
  // A custom base out of range leaves its output blank, as the page does (its field says why).
  run: (number, values) => {
    const base = baseOf(values.base);
    if (!isValidBase(base)) return failure('errors.invalidBase');
    const parsed = parseInteger(number, base);
    if (!parsed.ok) return parsed;
    const value = parsed.value;
    if (value === undefined) return ok(blank);
    const customBase = baseOf(values.customBase);
    const outputs = Object.fromEntries(
      Object.entries(fixedBases).map(([name, fixed]) => [name, formatInteger(value, fixed)]),
    ) as Record<FixedBase, string>;
    return ok({ ...outputs, custom: isValidBase(customBase) ? formatInteger(value, customBase) : '' });
  },
  examples: [
    {
      name: 'examples.answer',
      input: '42',
      output: { binary: '101010', octal: '52', decimal: '42', hexadecimal: '2a', base64: 'G', custom: '10' },
    },
    {
      name: 'examples.deadbeef',
      input: 'deadbeef',
      options: { base: '16', customBase: '36' },
      output: {
        binary: '11011110101011011011111011101111',
        octal: '33653337357',
        decimal: '3735928559',
        base64: '3uHrXL',
        custom: '1ps9wxb',
      },
    },
    {
      name: 'examples.groups',
      input: '1111 0000',
      options: { base: '2' },
      output: { decimal: '240', hexadecimal: 'f0', octal: '360' },
    },
    { name: 'examples.octal', input: '19', options: { base: '8' }, error: 'errors.invalidDigit' },
    { input: '42', options: { base: '65' }, error: 'errors.invalidBase' },
  ],
});

export const operations = toolOperations(baseConvert);
