import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { defaultReplacement, obfuscateEmail, obfuscateString } from './string-obfuscator';

export const keepMax = 1_000_000;
export const maskLengthMax = 64;

export const stringObfuscate = operationOf<typeof words>()({
  id: 'string-obfuscate',
  input: textInput('text', 'text'),
  fields: {
    // A secret: kept in the page only.
    text: textField('Lorem ipsum dolor sit amet', { sensitive: true, label: 'text.label' }),
    keepFirst: integerField(4, { min: 0, max: keepMax, label: 'keepFirst' }),
    keepLast: integerField(4, { min: 0, max: keepMax, label: 'keepLast' }),
    keepSpaces: booleanField(true, { label: 'keepSpaces' }),
    replacement: textField(defaultReplacement, { label: 'replacement.label', help: 'replacement.help' }),
    email: booleanField(false, { label: 'email' }),
    maskLength: integerField(0, { min: 0, max: maskLengthMax, label: 'maskLength.label', help: 'maskLength.help' }),
  },
  output: { kind: 'text', label: 'output.label' },
  run: (text, { keepFirst, keepLast, keepSpaces, replacement, email, maskLength }) =>
    ok(
      email
        ? obfuscateEmail(text, { replacement, fixedMaskLength: maskLength })
        : obfuscateString(text, { keepFirst, keepLast, keepSpaces, replacement, fixedMaskLength: maskLength }),
    ),
  examples: [
    { name: 'examples.defaults', input: 'Lorem ipsum dolor sit amet', output: 'Lore* ***** ***** *** amet' },
    {
      name: 'examples.noSpaces',
      input: 'Lorem ipsum dolor sit amet',
      options: { keepSpaces: false },
      output: 'Lore******************amet',
    },
    { name: 'examples.short', input: 'abc', output: 'abc' },
    {
      name: 'examples.creditCard',
      input: '4111 1111 1111 1234',
      options: { keepFirst: 0, keepLast: 4 },
      output: '**** **** **** 1234',
    },
    { name: 'examples.email', input: 'john.doe@example.com', options: { email: true }, output: 'j*******@example.com' },
  ],
});

export const operations = toolOperations(stringObfuscate);
