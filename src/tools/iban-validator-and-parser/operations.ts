import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { failure } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { inspectIban, parseBic } from './iban-validator-and-parser';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

export const ibanParse = operation({
  id: 'iban-parse',
  description: 'parse.description',
  input: textInput('iban', 'iban'),
  fields: { iban: textField('', { label: 'iban.label' }) },
  outputs: {
    valid: { kind: 'text', label: 'report.valid' },
    qrIban: { kind: 'text', label: 'report.qrIban' },
    countryCode: { kind: 'text', label: 'report.countryCode' },
    countryName: { kind: 'text', label: 'report.countryName' },
    bban: { kind: 'text', label: 'report.bban' },
    bank: { kind: 'text', label: 'report.bank' },
    branch: { kind: 'text', label: 'report.branch' },
    account: { kind: 'text', label: 'report.account' },
    friendly: { kind: 'text', label: 'report.friendly' },
    corrected: { kind: 'iban', label: 'report.corrected' },
  },
  // What is wrong with an IBAN comes as warnings beside what can still be read of it.
  run: (text) => {
    const report = inspectIban(text);
    if (!report) return failure('ibanErrors.noIbanProvided');
    const value = {
      valid: String(report.valid),
      qrIban: String(report.isQrIban),
      countryCode: report.countryCode ?? '',
      countryName: report.countryName ?? '',
      bban: report.bban ?? '',
      bank: report.bank ?? '',
      branch: report.branch ?? '',
      account: report.account ?? '',
      friendly: report.friendly,
      corrected: report.corrected ?? '',
    };
    return report.errors.length === 0
      ? ok(value)
      : { ok: true, value, notes: report.errors.map((error) => ({ ...error, warning: true })) };
  },
  examples: [
    {
      name: 'examples.british',
      input: 'GB29NWBK60161331926819',
      output: {
        valid: 'true',
        qrIban: 'false',
        countryCode: 'GB',
        countryName: 'United Kingdom',
        bban: 'NWBK60161331926819',
        bank: 'NWBK',
        branch: '601613',
        account: '',
        friendly: 'GB29 NWBK 6016 1331 9268 19',
        corrected: '',
      },
    },
    {
      name: 'examples.qrIban',
      input: 'CH4431999123000889012',
      output: {
        valid: 'true',
        qrIban: 'true',
        countryCode: 'CH',
        bban: '31999123000889012',
        friendly: 'CH44 3199 9123 0008 8901 2',
      },
    },
    {
      name: 'examples.wrongChecksum',
      input: 'DE89370400440532013001',
      output: {
        valid: 'false',
        qrIban: 'false',
        countryCode: '',
        bban: '',
        friendly: 'DE89 3704 0044 0532 0130 01',
        corrected: 'DE62370400440532013001',
      },
      notes: ['ibanErrors.wrongIbanChecksum'],
    },
    { input: '   ', error: 'ibanErrors.noIbanProvided' },
  ],
});

export const bicParse = operation({
  id: 'bic-parse',
  description: 'bic.description',
  input: textInput('text', 'bic'),
  fields: { bic: textField('', { label: 'bic.label' }) },
  outputs: {
    bankCode: { kind: 'text', label: 'bic.bankCode' },
    countryCode: { kind: 'text', label: 'bic.countryCode' },
    countryName: { kind: 'text', label: 'bic.country' },
    locationCode: { kind: 'text', label: 'bic.locationCode' },
    branchCode: { kind: 'text', label: 'bic.branchCode' },
    testBic: { kind: 'text', label: 'bic.testBic' },
  },
  run: (text) => {
    const parsed = parseBic(text);
    if (!parsed.ok) return parsed;
    const { bankCode, countryCode, countryName, locationCode, branchCode, testBic } = parsed.value;
    return ok({
      bankCode,
      countryCode,
      countryName: countryName ?? '',
      locationCode,
      branchCode: branchCode ?? '',
      testBic: String(testBic),
    });
  },
  examples: [
    {
      name: 'examples.bic',
      input: 'NEDSZAJJXXX',
      output: {
        bankCode: 'NEDS',
        countryCode: 'ZA',
        countryName: 'South Africa',
        locationCode: 'JJ',
        branchCode: 'XXX',
        testBic: 'false',
      },
    },
    { input: 'NEDS', error: 'bicErrors.noBicCountry' },
    { input: 'NEDSZA', error: 'bicErrors.wrongBicFormat' },
  ],
});

export const operations = toolOperations(ibanParse, bicParse);
