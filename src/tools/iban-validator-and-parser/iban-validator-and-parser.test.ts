import { describe, expect, it } from 'vitest';
import { compactIban, ibanCheckDigits, inspectIban, parseBic, validIbanExamples } from './iban-validator-and-parser';

describe('inspectIban', () => {
  it('reads a valid British IBAN', () => {
    expect(inspectIban('GB29NWBK60161331926819')).toMatchObject({
      valid: true,
      errors: [],
      isQrIban: false,
      countryCode: 'GB',
      countryName: 'United Kingdom',
      bban: 'NWBK60161331926819',
      bank: 'NWBK',
      branch: '601613',
      account: undefined,
      friendly: 'GB29 NWBK 6016 1331 9268 19',
      corrected: undefined,
    });
  });

  it('tells a Swiss QR-IBAN', () => {
    expect(inspectIban('CH4431999123000889012')).toMatchObject({
      valid: true,
      isQrIban: true,
      countryCode: 'CH',
      bban: '31999123000889012',
      friendly: 'CH44 3199 9123 0008 8901 2',
    });
  });

  it('lists a wrong checksum, with the right check digits', () => {
    expect(inspectIban('DE89370400440532013001')).toEqual({
      iban: 'DE89370400440532013001',
      valid: false,
      errors: ['Wrong IBAN checksum'],
      isQrIban: false,
      friendly: 'DE89 3704 0044 0532 0130 01',
      corrected: 'DE62370400440532013001',
    });
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
    expect(inspectIban(iban)?.errors).toEqual(errors);
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

  it('says what is wrong', () => {
    expect(parseBic('NEDS')).toEqual({ ok: false, error: 'No BIC country' });
    expect(parseBic('NEDSZA')).toEqual({ ok: false, error: 'Wrong BIC format' });
  });
});
