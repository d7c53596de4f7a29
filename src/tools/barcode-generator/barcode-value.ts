// What each barcode type accepts, checked before the library sees the value, so that the page says
// what is wrong in its own words and names the check digit it expected.
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const barcodeTypes = [
  'code-128',
  'ean-13',
  'ean-8',
  'upc-a',
  'upc-e',
  'code-39',
  'itf-14',
  'codabar',
  'data-matrix',
  'pdf417',
] as const;

export type BarcodeType = (typeof barcodeTypes)[number];

/** The name people know each type by, the same in every language. */
export const barcodeTypeNames: Readonly<Record<BarcodeType, string>> = {
  'code-128': 'Code 128',
  'ean-13': 'EAN-13',
  'ean-8': 'EAN-8',
  'upc-a': 'UPC-A',
  'upc-e': 'UPC-E',
  'code-39': 'Code 39',
  'itf-14': 'ITF-14',
  codabar: 'Codabar',
  'data-matrix': 'Data Matrix',
  pdf417: 'PDF417',
};

/** The value each type starts with. */
export const barcodeSamples: Readonly<Record<BarcodeType, string>> = {
  'code-128': 'IT-Tools',
  'ean-13': '590123412345',
  'ean-8': '9638507',
  'upc-a': '03600029145',
  'upc-e': '0123456',
  'code-39': 'CODE-39',
  'itf-14': '1540014128876',
  codabar: 'A40156B',
  'data-matrix': 'https://it-tools.tech',
  pdf417: 'IT Tools PDF417',
};

export const isTwoDimensional = (type: BarcodeType) => type === 'data-matrix' || type === 'pdf417';

/** What the bars will hold, and what the page says about it. */
export interface CheckedValue {
  /** The text handed to the library. */
  text: string;
  /** What the bars hold (with check digit, start and stop letters). */
  encoded: string;
  checkDigit?: string;
  checkCharacter?: string;
  upcA?: string;
  /** Said beside the value (lowercase letters made uppercase). */
  notes: Message[];
}

/** GTIN mod 10: from the right, digits weighted 3, 1, 3, … */
export function gtinCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const weight = index % 2 === 0 ? 3 : 1;
    sum += Number(digits[digits.length - 1 - index]) * weight;
  }
  return String((10 - (sum % 10)) % 10);
}

const gtinLengths: Partial<Record<BarcodeType, { bare: number; name: string; tooShort: string }>> = {
  'ean-13': { bare: 12, name: 'EAN-13', tooShort: 'errors.ean13Length' },
  'ean-8': { bare: 7, name: 'EAN-8', tooShort: 'errors.ean8Length' },
  'upc-a': { bare: 11, name: 'UPC-A', tooShort: 'errors.upcaLength' },
  'itf-14': { bare: 13, name: 'ITF-14', tooShort: 'errors.itf14Length' },
};

const digitsOnly = (type: BarcodeType) => message('errors.digitsOnly', { type: barcodeTypeNames[type] });

/** The digits with their check digit: computed, or checked when given. */
function withCheckDigit(body: string, given: string | undefined): Result<CheckedValue, Message> {
  const check = gtinCheckDigit(body);
  if (given !== undefined && given !== check) return err(message('errors.wrongCheckDigit', { expected: check, given }));
  return ok({ text: body + check, encoded: body + check, checkDigit: check, notes: [] });
}

function checkGtin(type: BarcodeType, value: string): Result<CheckedValue, Message> {
  const rule = gtinLengths[type]!;
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return err(digitsOnly(type));
  if (digits.length === rule.bare) return withCheckDigit(digits, undefined);
  if (digits.length === rule.bare + 1) return withCheckDigit(digits.slice(0, -1), digits.slice(-1));
  return err(message(rule.tooShort));
}

/** UPC-E's six digits as the UPC-A number they stand for (number system first, no check digit). */
export function expandUpcE(numberSystem: string, six: string): string {
  const [d1, d2, d3, d4, d5, d6] = six;
  const last = Number(d6);
  if (last <= 2) return `${numberSystem}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  if (last === 3) return `${numberSystem}${d1}${d2}${d3}00000${d4}${d5}`;
  if (last === 4) return `${numberSystem}${d1}${d2}${d3}${d4}00000${d5}`;
  return `${numberSystem}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
}

function checkUpcE(value: string): Result<CheckedValue, Message> {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return err(digitsOnly('upc-e'));
  if (digits.length < 6 || digits.length > 8) return err(message('errors.upceLength'));
  const full = digits.length === 6 ? `0${digits}` : digits;
  if (full[0] !== '0' && full[0] !== '1') return err(message('errors.upceNumberSystem'));
  const upcA = expandUpcE(full[0], full.slice(1, 7));
  const check = gtinCheckDigit(upcA);
  if (full.length === 8 && full[7] !== check)
    return err(message('errors.wrongCheckDigit', { expected: check, given: full[7] }));
  const encoded = full.slice(0, 7) + check;
  return ok({ text: encoded, encoded, checkDigit: check, upcA: upcA + check, notes: [] });
}

const code39Alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';

/** Code 39's mod 43 check character. */
export function code39CheckCharacter(text: string): string {
  let sum = 0;
  for (const character of text) sum += code39Alphabet.indexOf(character);
  return code39Alphabet[sum % 43];
}

function checkCode39(value: string, withCheck: boolean): Result<CheckedValue, Message> {
  const upper = value.toUpperCase();
  if ([...upper].some((character) => !code39Alphabet.includes(character)))
    return err(message('errors.code39Characters'));
  const notes = upper === value ? [] : [message('notes.uppercase')];
  if (!withCheck) return ok({ text: upper, encoded: upper, notes });
  const check = code39CheckCharacter(upper);
  return ok({ text: upper, encoded: upper + check, checkCharacter: check, notes });
}

function checkCodabar(value: string): Result<CheckedValue, Message> {
  const upper = value.toUpperCase();
  const isEnd = (character: string | undefined) => character !== undefined && 'ABCD'.includes(character);
  const starts = isEnd(upper[0]);
  const stops = upper.length > 1 && isEnd(upper.at(-1));
  if (starts !== stops) return err(message('errors.codabarEnds'));
  const body = starts ? upper.slice(1, -1) : upper;
  if (!/^[0-9\-$:/.+]*$/.test(body)) return err(message('errors.codabarCharacters'));
  const encoded = starts ? upper : `A${upper}A`;
  return ok({ text: encoded, encoded, notes: [] });
}

const code128MaxLength = 80;
// Past these, no symbol of the type can hold the text (Data Matrix: 1,556 bytes; PDF417: 2,710
// digits): refused at once, before the library spends seconds on megabytes.
const twoDimensionalMaxBytes: Partial<Record<BarcodeType, { bytes: number; error: string }>> = {
  'data-matrix': { bytes: 3116, error: 'errors.dataMatrixTooLong' },
  pdf417: { bytes: 2710, error: 'errors.pdf417TooLong' },
};

/** The value as the type `type` takes it, or why it cannot be drawn. Empty text is not checked here. */
export function checkBarcodeValue(
  type: BarcodeType,
  value: string,
  { code39Check }: { code39Check: boolean },
): Result<CheckedValue, Message> {
  switch (type) {
    case 'code-128':
      // eslint-disable-next-line no-control-regex -- ASCII is what Code 128 takes
      if (!/^[\x00-\x7F]*$/.test(value)) return err(message('errors.code128Ascii'));
      if (value.length > code128MaxLength) return err(message('errors.code128Length'));
      return ok({ text: value, encoded: value, notes: [] });
    case 'ean-13':
    case 'ean-8':
    case 'upc-a':
    case 'itf-14':
      return checkGtin(type, value);
    case 'upc-e':
      return checkUpcE(value);
    case 'code-39':
      return checkCode39(value, code39Check);
    case 'codabar':
      return checkCodabar(value);
    case 'data-matrix':
    case 'pdf417': {
      const limit = twoDimensionalMaxBytes[type]!;
      if (new TextEncoder().encode(value).length > limit.bytes) return err(message(limit.error));
      return ok({ text: value, encoded: value, notes: [] });
    }
  }
}
