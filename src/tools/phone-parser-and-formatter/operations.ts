import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { failure } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { countryCodes, fallbackCountry, parsePhone } from './phone-parser-and-formatter';

export const phoneParse = operationOf<typeof words>()({
  id: 'phone-parse',
  description: 'description',
  input: textInput('phone', 'phone'),
  fields: {
    // The page starts it from the reader's language (see the page's fields).
    country: choiceField(fallbackCountry, countryCodes, { label: 'country.label' }),
    phone: textField('', { label: 'phone.label' }),
    // The bulk card's numbers, one a line.
    numbers: textField('', { label: 'bulk.label' }),
  },
  outputs: {
    country: { kind: 'text', label: 'details.country' },
    countryName: { kind: 'text', label: 'details.countryName' },
    callingCode: { kind: 'text', label: 'details.callingCode' },
    valid: { kind: 'text', label: 'details.valid' },
    possible: { kind: 'text', label: 'details.possible' },
    type: { kind: 'text', label: 'details.type' },
    international: { kind: 'phone', label: 'details.international' },
    national: { kind: 'phone', label: 'details.national' },
    e164: { kind: 'phone', label: 'details.e164' },
    rfc3966: { kind: 'url', label: 'details.rfc3966' },
  },
  run: (text, { country }) => {
    const parsed = parsePhone(text, country);
    if (!parsed.ok) return parsed;
    const details = parsed.value;
    if (!details) return failure('errors.unreadable');
    return ok({
      country: details.country ?? '',
      countryName: details.countryName ?? '',
      callingCode: details.callingCode,
      valid: String(details.isValid),
      possible: String(details.isPossible),
      type: details.type ?? '',
      international: details.international,
      national: details.national,
      e164: details.e164,
      rfc3966: details.rfc3966,
    });
  },
  examples: [
    {
      name: 'examples.french',
      input: '+33 6 12 34 56 78',
      options: { country: 'US' },
      output: {
        country: 'FR',
        countryName: 'France',
        callingCode: '33',
        valid: 'true',
        possible: 'true',
        type: 'MOBILE',
        international: '+33 6 12 34 56 78',
        national: '06 12 34 56 78',
        e164: '+33612345678',
        rfc3966: 'tel:+33612345678',
      },
    },
    {
      name: 'examples.american',
      input: '(213) 373-4253',
      options: { country: 'US' },
      output: {
        country: 'US',
        countryName: 'United States',
        callingCode: '1',
        valid: 'true',
        possible: 'true',
        type: 'FIXED_LINE_OR_MOBILE',
        international: '+1 213 373 4253',
        national: '(213) 373-4253',
        e164: '+12133734253',
        rfc3966: 'tel:+12133734253',
      },
    },
    {
      name: 'examples.tooShort',
      input: '123',
      options: { country: 'FR' },
      output: { valid: 'false', possible: 'false', type: '', international: '+33 123' },
    },
    { input: 'abc', error: 'errors.invalid' },
    { input: '+999 123', error: 'errors.unreadable' },
  ],
});

export const operations = toolOperations(phoneParse);
