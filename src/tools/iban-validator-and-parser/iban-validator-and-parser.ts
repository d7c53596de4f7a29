import {
  extractBIC,
  extractIBAN,
  friendlyFormatIBAN,
  isQRIBAN,
  validateBIC,
  validateIBAN,
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
} from 'ibantools';
import { message, type Message } from '../../lib/operation/message';
import { regionName } from '../../lib/region-name';
import { err, ok, type Result } from '../../lib/result';

const ibanErrorCodes: Record<ValidationErrorsIBAN, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'ibanErrors.noIbanProvided',
  [ValidationErrorsIBAN.NoIBANCountry]: 'ibanErrors.noIbanCountry',
  [ValidationErrorsIBAN.WrongBBANLength]: 'ibanErrors.wrongBbanLength',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'ibanErrors.wrongBbanFormat',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'ibanErrors.checksumNotNumber',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'ibanErrors.wrongIbanChecksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'ibanErrors.wrongAccountBankBranchChecksum',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'ibanErrors.qrIbanNotAllowed',
};

const ibanError = (error: ValidationErrorsIBAN): Message => message(ibanErrorCodes[error]);

export interface IbanReport {
  /** The IBAN as checked: uppercase, without white space or "-". */
  iban: string;
  valid: boolean;
  errors: Message[];
  isQrIban: boolean;
  countryCode?: string;
  countryName?: string;
  bban?: string;
  bank?: string;
  branch?: string;
  account?: string;
  /** Groups of four separated by single spaces. */
  friendly: string;
  /** The same IBAN with the check digits its country and BBAN call for, when they differ. */
  corrected?: string;
}

export function compactIban(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** The remainder of a string of digits divided by 97, read a few digits at a time. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let at = 0; at < digits.length; at += 7) remainder = Number(`${remainder}${digits.slice(at, at + 7)}`) % 97;
  return remainder;
}

const lettersAsNumbers = (text: string) => text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));

/** The two check digits of the IBAN of `countryCode` and `bban` (ISO 13616: 98 − mod 97). */
export function ibanCheckDigits(countryCode: string, bban: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(countryCode) || !/^[A-Z0-9]{1,30}$/.test(bban)) return undefined;
  return String(98 - mod97(lettersAsNumbers(`${bban}${countryCode}00`))).padStart(2, '0');
}

function correctedIban(iban: string, errors: readonly ValidationErrorsIBAN[]): string | undefined {
  const checksumErrors = [ValidationErrorsIBAN.WrongIBANChecksum, ValidationErrorsIBAN.ChecksumNotNumber];
  if (!errors.some((error) => checksumErrors.includes(error))) return undefined;
  const [countryCode, bban] = [iban.slice(0, 2), iban.slice(4)];
  const digits = ibanCheckDigits(countryCode, bban);
  if (digits === undefined) return undefined;
  const corrected = `${countryCode}${digits}${bban}`;
  return validateIBAN(corrected).valid ? corrected : undefined;
}

// No country's IBAN is longer than 34 characters; beyond a few more, only the grouping is shown.
const longestChecked = 64;

/** What the IBAN in `text` holds and what is wrong with it; undefined for blank text. */
export function inspectIban(text: string, languageTag = 'en'): IbanReport | undefined {
  const iban = compactIban(text);
  if (iban === '') return undefined;
  const friendly = friendlyFormatIBAN(iban) ?? iban;
  if (iban.length > longestChecked) {
    return {
      iban,
      valid: false,
      errors: [ibanError(ValidationErrorsIBAN.WrongBBANLength)],
      isQrIban: false,
      friendly,
    };
  }
  const validation = validateIBAN(iban);
  const isQrIban = isQRIBAN(iban);
  const report: IbanReport = {
    iban,
    valid: validation.valid,
    errors: validation.errorCodes.map(ibanError),
    isQrIban,
    friendly,
    corrected: correctedIban(iban, validation.errorCodes),
  };
  if (!validation.valid) return report;
  const parts = extractIBAN(iban);
  return {
    ...report,
    countryCode: parts.countryCode,
    countryName: parts.countryCode && regionName(parts.countryCode, languageTag),
    bban: parts.bban,
    bank: parts.bankIdentifier,
    branch: parts.branchIdentifier,
    account: parts.accountNumber,
  };
}

export const validIbanExamples = ['FR7630006000011234567890189', 'DE89370400440532013000', 'GB29NWBK60161331926819'];

const bicErrorCodes: Record<ValidationErrorsBIC, string> = {
  [ValidationErrorsBIC.NoBICProvided]: 'bicErrors.noBicProvided',
  [ValidationErrorsBIC.NoBICCountry]: 'bicErrors.noBicCountry',
  [ValidationErrorsBIC.WrongBICFormat]: 'bicErrors.wrongBicFormat',
};

export interface BicParts {
  bankCode: string;
  countryCode: string;
  countryName?: string;
  locationCode: string;
  branchCode?: string;
  testBic: boolean;
}

/**
 * The parts of a BIC (SWIFT code), or what is wrong with it (ibantools finds one thing at most); its
 * country named in the language of `languageTag` (BCP 47).
 */
export function parseBic(text: string, languageTag = 'en'): Result<BicParts, Message> {
  const bic = text.trim().toUpperCase();
  const validation = validateBIC(bic);
  if (!validation.valid) return err(message(bicErrorCodes[validation.errorCodes[0]]));
  const parts = extractBIC(bic);
  const countryCode = parts.countryCode ?? '';
  return ok({
    bankCode: parts.bankCode ?? '',
    countryCode,
    countryName: regionName(countryCode, languageTag),
    locationCode: parts.locationCode ?? '',
    branchCode: parts.branchCode ?? undefined,
    testBic: parts.testBIC,
  });
}
