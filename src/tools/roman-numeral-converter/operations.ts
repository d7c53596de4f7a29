import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { numberTextField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { arabicToRoman, numberOf, romanToArabic } from './roman-numeral-converter';

const operation = operationOf<typeof words>();

export const romanEncode = operation({
  id: 'roman-encode',
  description: 'encode.description',
  input: textInput('number', 'arabic'),
  fields: { arabic: numberTextField(42, { label: 'encode.input' }) },
  output: { kind: 'roman-numeral', label: 'encode.output' },
  run: (arabic) => {
    const number = numberOf(arabic);
    return number === undefined ? ok('') : arabicToRoman(number);
  },
  examples: [
    { name: 'examples.answer', input: '42', output: 'XLII' },
    { name: 'examples.year', input: '2024', output: 'MMXXIV' },
    { name: 'examples.longest', input: '1994', output: 'MCMXCIV' },
    { name: 'examples.tooLarge', input: '4000', error: 'errors.outOfRange' },
  ],
});

export const romanDecode = operation({
  id: 'roman-decode',
  description: 'decode.description',
  input: textInput('roman-numeral', 'roman'),
  fields: { roman: textField('XLII', { label: 'decode.input.label' }) },
  output: { kind: 'integer', label: 'decode.output' },
  run: (roman) => {
    const number = romanToArabic(roman);
    if (!number.ok) return number;
    return ok(number.value === undefined ? '' : String(number.value));
  },
  examples: [
    { name: 'examples.readBack', input: 'MCMXCIV', output: '1994' },
    { name: 'examples.notCanonical', input: 'IC', error: 'errors.invalidRoman' },
  ],
});

export const operations = toolOperations(romanEncode, romanDecode);
