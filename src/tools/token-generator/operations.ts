import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { failure } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { booleanField, integerField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultTokenCount,
  defaultTokenLength,
  generateTokens,
  tokenAlphabet,
  tokenCountMax,
  tokenCountMin,
  tokenLengthMax,
  tokenLengthMin,
  type TokenOptions,
} from './token-generator';

const fields = {
  length: integerField(defaultTokenLength, { min: tokenLengthMin, max: tokenLengthMax, label: 'length.label' }),
  uppercase: booleanField(true, { label: 'uppercase' }),
  lowercase: booleanField(true, { label: 'lowercase' }),
  numbers: booleanField(true, { label: 'numbers' }),
  symbols: booleanField(false, { label: 'symbols' }),
  count: integerField(defaultTokenCount, { min: tokenCountMin, max: tokenCountMax, label: 'count' }),
  excludeLookAlikes: booleanField(false, { label: 'excludeLookAlikes' }),
  atLeastOneOfEach: booleanField(false, { label: 'atLeastOneOfEach' }),
};

/** The generator's options from the page's values (whose names are the spec's link parameters). */
export const tokenOptions = (values: {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  excludeLookAlikes: boolean;
  atLeastOneOfEach: boolean;
}): TokenOptions => ({
  length: values.length,
  withUppercase: values.uppercase,
  withLowercase: values.lowercase,
  withNumbers: values.numbers,
  withSymbols: values.symbols,
  excludeLookAlikes: values.excludeLookAlikes,
  atLeastOneOfEach: values.atLeastOneOfEach,
});

export const tokenGenerate = operationOf<typeof words>()({
  id: 'token-generate',
  description: 'description',
  input: noInput,
  fields,
  output: { kind: 'text', label: 'token.label' },
  run: (_, values) => {
    const options = tokenOptions(values);
    if (tokenAlphabet(options) === '') return failure('errors.noSet');
    return ok(generateTokens(options, values.count).join('\n'));
  },
  examples: [
    { name: 'examples.defaults', input: undefined, output: { matches: /^[A-Za-z0-9]{64}$/ } },
    {
      name: 'examples.pin',
      input: undefined,
      options: { uppercase: false, lowercase: false, length: 6 },
      output: { matches: /^[0-9]{6}$/ },
    },
    {
      name: 'examples.symbols',
      input: undefined,
      options: { uppercase: false, lowercase: false, numbers: false, symbols: true, length: 10 },
      output: { matches: /^[.,;:!?/\-"'#{([|\\@)\]=}*+]{10}$/ },
    },
    {
      input: undefined,
      options: { uppercase: false, lowercase: false, numbers: false, symbols: false },
      error: 'errors.noSet',
    },
  ],
});

export const operations = toolOperations(tokenGenerate);
