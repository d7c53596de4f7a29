import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';
import { toCsv } from '../../lib/csv';
import { regionName } from '../../lib/region-name';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const fallbackCountry = 'FR';

export interface PhoneDetails {
  country?: string;
  countryName?: string;
  callingCode: string;
  isValid: boolean;
  isPossible: boolean;
  /** libphonenumber's type (`MOBILE`, `FIXED_LINE`…), when it knows one. */
  type?: NumberType;
  international: string;
  national: string;
  e164: string;
  rfc3966: string;
  extension?: string;
}

export const countryCodes: readonly string[] = getCountries();

export function isKnownCountry(code: string): boolean {
  return (countryCodes as readonly string[]).includes(code);
}

/**
 * The select's options, each labelled by `label` from its name (in the language of `languageTag`)
 * and calling code, sorted by label as that language sorts.
 */
export function countryOptions(
  label: (parts: { name: string; callingCode: string }) => string,
  languageTag = 'en',
): { value: string; label: string }[] {
  return getCountries()
    .map((code) => ({
      value: code,
      label: label({ name: regionName(code, languageTag) ?? code, callingCode: getCountryCallingCode(code) }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, languageTag));
}

/** The region of a browser language ("en-US" → US), when libphonenumber knows it; FR otherwise. */
export function countryOfLanguage(language: string | undefined): string {
  try {
    const region = language ? new Intl.Locale(language).region : undefined;
    return region && isKnownCountry(region) ? region : fallbackCountry;
  } catch {
    return fallbackCountry;
  }
}

const keypad: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

// An extension at the end: "ext. 12", "extension 12", "x12", "#12".
const extensionSuffix = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,10})$/i;
const numberCharacters = /^[\d\sA-Za-z+\-()]*$/;

/**
 * The number as libphonenumber reads it: vanity letters turned into keypad digits (1-800-FLOWERS),
 * the extension written "ext.". Undefined when the text holds anything a phone number cannot.
 */
export function normalisePhoneText(text: string): string | undefined {
  // Only the end can hold an extension: looking there alone keeps a long paste linear.
  const tailStart = Math.max(0, text.length - 32);
  const extension = extensionSuffix.exec(text.slice(tailStart));
  const main = extension ? text.slice(0, tailStart + extension.index) : text;
  if (!numberCharacters.test(main)) return undefined;
  if (main.lastIndexOf('+') > 0 || (main.includes('+') && main.trimStart()[0] !== '+')) return undefined;
  const firstLetter = main.search(/[A-Za-z]/);
  const firstDigit = main.search(/\d/);
  if (firstDigit < 0) return undefined;
  if (firstLetter >= 0 && firstLetter < firstDigit) return undefined;
  const digits = main.replace(/[A-Za-z]/g, (letter) => keypad[letter.toUpperCase()]);
  return extension ? `${digits} ext. ${extension[1]}` : digits;
}

// libphonenumber gives up past 250 characters; checking more is wasted work.
const longestParsed = 250;

/**
 * What a phone number says, read with `defaultCountry` unless it starts with "+". Undefined when
 * the text is blank or cannot be read as a number at all ("1", an unknown calling code).
 */
/** The number's details, its country named in the language of `languageTag` (BCP 47). */
export function parsePhone(
  text: string,
  defaultCountry: string,
  languageTag = 'en',
): Result<PhoneDetails | undefined, Message> {
  if (text.trim() === '') return ok(undefined);
  const normalised = normalisePhoneText(text);
  if (normalised === undefined) return err(message('errors.invalid'));
  if (normalised.length > longestParsed) return ok(undefined);
  const country = isKnownCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const phone = parsePhoneNumberFromString(normalised, country);
  if (!phone) return ok(undefined);
  const type = phone.getType();
  return ok({
    country: phone.country,
    countryName: phone.country && regionName(phone.country, languageTag),
    callingCode: phone.countryCallingCode,
    isValid: phone.isValid(),
    isPossible: phone.isPossible(),
    type,
    international: phone.formatInternational(),
    national: phone.formatNational(),
    e164: phone.number,
    rfc3966: phone.getURI(),
    extension: phone.ext,
  });
}

/** The number formatted as far as it has been typed: "(213) 373-4" for "2133734" in the US. */
export function formatAsTyped(text: string, defaultCountry: string): string {
  const normalised = normalisePhoneText(text);
  if (normalised === undefined || normalised.length > longestParsed) return '';
  const country = isKnownCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  return new AsYouType(country).input(normalised.replace(/ ext\. \d+$/, ''));
}

export interface BulkRow {
  input: string;
  e164: string;
  country: string;
  valid: boolean;
}

/** The words of the CSV: its headings and how it says yes and no. */
export interface BulkCsvWords {
  headings: readonly [input: string, e164: string, country: string, valid: string];
  yes: string;
  no: string;
}

export const bulkLineLimit = 1000;

/** One row per non-blank line (the first `bulkLineLimit`): its E.164 form, country and validity. */
export function parsePhoneLines(text: string, defaultCountry: string): BulkRow[] {
  const rows: BulkRow[] = [];
  for (const line of text.split('\n', bulkLineLimit * 2)) {
    if (rows.length >= bulkLineLimit) break;
    const input = line.trim();
    if (input === '') continue;
    const parsed = parsePhone(input, defaultCountry);
    const details = parsed.ok ? parsed.value : undefined;
    rows.push({
      input,
      e164: details?.e164 ?? '',
      country: details?.country ?? '',
      valid: details?.isValid ?? false,
    });
  }
  return rows;
}

export function bulkCsv(rows: readonly BulkRow[], { headings, yes, no }: BulkCsvWords): string {
  return toCsv([[...headings], ...rows.map((row) => [row.input, row.e164, row.country, row.valid ? yes : no])]);
}
