import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import {
  bulkCsv,
  countryOfLanguage,
  countryOptions,
  formatAsTyped,
  normalisePhoneText,
  parsePhone,
  parsePhoneLines,
} from './phone-parser-and-formatter';

describe('parsePhone', () => {
  // The spec's numbers (French mobile, US national, "123" in France, "abc") are the operation's examples.
  it.each(['FR', 'US', 'DE'])('reads "+33 6 12 34 56 78" whatever the default country (%s)', (country) => {
    const result = parsePhone('+33 6 12 34 56 78', country);
    expect(result.ok && result.value).toMatchObject({ country: 'FR', type: 'MOBILE', e164: '+33612345678' });
  });

  it.each(['abc', '+33 6 12!34', '06 12 + 34', 'a123'])('"%s" is not a phone number', (text) => {
    expect(errorInEnglish(parsePhone(text, 'FR'), words)).toBe('Invalid phone number');
  });

  it.each(['', '   ', '1', '+999 123'])('"%s" gives no details and no error', (text) => {
    expect(parsePhone(text, 'FR')).toEqual({ ok: true, value: undefined });
  });

  it('reads vanity letters as keypad digits', () => {
    const result = parsePhone('1-800-FLOWERS', 'US');
    expect(result.ok && result.value?.e164).toBe('+18003569377');
  });

  it('keeps an extension', () => {
    const result = parsePhone('(213) 373-4253 ext. 12', 'US');
    expect(result.ok && result.value).toMatchObject({ extension: '12', rfc3966: 'tel:+12133734253;ext=12' });
    expect(normalisePhoneText('213 373 4253 x 7')).toBe('213 373 4253 ext. 7');
  });

  it('answers quickly on a long paste', () => {
    const started = performance.now();
    expect(parsePhone(' '.repeat(200_000) + '1', 'FR').ok).toBe(true);
    expect(parsePhone('1'.repeat(200_000), 'FR')).toEqual({ ok: true, value: undefined });
    expect(parsePhone('1'.repeat(200_000) + '!', 'FR').ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('countries', () => {
  it('lists every country libphonenumber knows, named with its calling code', () => {
    const options = countryOptions((parts) => toolWords(words).t('country.option', parts));
    expect(options).toHaveLength(245);
    expect(options).toContainEqual({ value: 'FR', label: 'France (+33)' });
    expect(options).toContainEqual({ value: 'XK', label: 'Kosovo (+383)' });
  });

  it("names them in the page's language, sorted as it sorts", () => {
    const german = countryOptions(({ name, callingCode }) => `${name} (+${callingCode})`, 'de');
    expect(german).toContainEqual({ value: 'FR', label: 'Frankreich (+33)' });
    const labels = german.map((option) => option.label);
    // "Ägypten" sorts with the A's in German, not after "Z".
    expect(labels.indexOf('Ägypten (+20)')).toBeLessThan(labels.indexOf('Belgien (+32)'));
    const parsed = parsePhone('+33 6 12 34 56 78', 'FR', 'ru');
    expect(parsed.ok && parsed.value?.countryName).toBe('Франция');
  });

  it.each([
    ['en-US', 'US'],
    ['fr-CA', 'CA'],
    ['en', 'FR'],
    [undefined, 'FR'],
    ['not a language', 'FR'],
  ])('takes the default country from the language %s → %s', (language, country) => {
    expect(countryOfLanguage(language)).toBe(country);
  });
});

describe('formatAsTyped', () => {
  it('formats a partly typed number', () => {
    expect(formatAsTyped('2133734', 'US')).toBe('(213) 373-4');
    expect(formatAsTyped('abc', 'US')).toBe('');
  });
});

describe('bulk', () => {
  it('gives one row per non-blank line, and CSV', () => {
    const rows = parsePhoneLines('+33 6 12 34 56 78\n\n(213) 373-4253\nabc', 'US');
    expect(rows).toEqual([
      { input: '+33 6 12 34 56 78', e164: '+33612345678', country: 'FR', valid: true },
      { input: '(213) 373-4253', e164: '+12133734253', country: 'US', valid: true },
      { input: 'abc', e164: '', country: '', valid: false },
    ]);
    expect(bulkCsv(rows, { headings: ['Input', 'E.164', 'Country', 'Valid'], yes: 'Yes', no: 'No' })).toBe(
      'Input,E.164,Country,Valid\r\n+33 6 12 34 56 78,+33612345678,FR,Yes\r\n(213) 373-4253,+12133734253,US,Yes\r\nabc,,,No\r\n',
    );
  });
});
