import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';
import { compactIban, ibanCheckDigits, inspectIban, parseBic, validIbanExamples } from './iban-validator-and-parser';

describe('inspectIban', () => {
  // The spec's IBANs (British, Swiss QR-IBAN, wrong checksum) are the operation's examples.
  it('words what is wrong', () => {
    const report = inspectIban('DE89370400440532013001');
    expect(report?.errors.map((error) => inEnglish(error, words))).toEqual(['Wrong IBAN checksum']);
  });

  it('uppercases and drops white space and dashes first', () => {
    expect(compactIban(' gb29 nwbk-6016\t1331 9268 19 ')).toBe('GB29NWBK60161331926819');
    expect(inspectIban('gb29 nwbk-6016 1331 9268 19')?.valid).toBe(true);
  });

  it.each([
    ['XX00', ['No IBAN country']],
    ['GB29NWBK6016133192681', ['Wrong BBAN length', 'Wrong BBAN format', 'Wrong IBAN checksum']],
    ['GBAANWBK60161331926819', ['Checksum is not a number', 'Wrong IBAN checksum']],
  ])('%s → %j', (iban, errors) => {
    expect(inspectIban(iban)?.errors.map((error) => inEnglish(error, words))).toEqual(errors);
  });

  it('is blank for blank text and quick on a long paste', () => {
    expect(inspectIban('  \n')).toBeUndefined();
    const started = performance.now();
    expect(inspectIban('A'.repeat(200_000))?.valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each(validIbanExamples)('the example %s is valid', (iban) => {
    expect(inspectIban(iban)?.valid).toBe(true);
  });
});

describe('ibanCheckDigits', () => {
  it.each([
    ['GB', 'NWBK60161331926819', '29'],
    ['DE', '370400440532013000', '89'],
    ['FR', '30006000011234567890189', '76'],
    ['CH', '31999123000889012', '44'],
  ])('%s %s → %s', (country, bban, digits) => {
    expect(ibanCheckDigits(country, bban)).toBe(digits);
  });
});

describe('parseBic', () => {
  it('splits a BIC', () => {
    expect(parseBic('nedszajjxxx')).toEqual({
      ok: true,
      value: {
        bankCode: 'NEDS',
        countryCode: 'ZA',
        countryName: 'South Africa',
        locationCode: 'JJ',
        branchCode: 'XXX',
        testBic: false,
      },
    });
  });

  it("names the country in the page's language", () => {
    const bic = parseBic('nedszajjxxx', 'de');
    expect(bic.ok && bic.value.countryName).toBe('Südafrika');
    expect(inspectIban('GB29NWBK60161331926819', 'fr')?.countryName).toBe('Royaume-Uni');
    expect(inspectIban('GB29NWBK60161331926819')?.countryName).toBe('United Kingdom');
  });

  it('says what is wrong', () => {
    expect(errorInEnglish(parseBic('NEDS'), words)).toBe('No BIC country');
    expect(errorInEnglish(parseBic('NEDSZA'), words)).toBe('Wrong BIC format');
    expect(errorInEnglish(parseBic(''), words)).toBe('No BIC provided');
  });
});
