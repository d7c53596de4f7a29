import { noInput, operationOf, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { bytesToHex } from '../../lib/bytes';
import { ok } from '../../lib/result';
import { choiceField, integerField, numberTextField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  checkCode,
  checkLabel,
  codeCheckNote,
  codesAround,
  counterAt,
  defaultPeriod,
  generateSecret,
  keyUri,
  otpAlgorithms,
  otpDigitChoices,
  otpModes,
  paddedHex,
  parsePeriod,
  parseSecret,
} from './otp-generator';

/** What the page shows: the three codes, the key URI, the key in hex and the counter they come from. */
export interface OtpOutputs {
  previous: string;
  current: string;
  next: string;
  keyUri: string;
  secretHex: string;
  epoch: string;
  count: string;
  paddedHex: string;
}

const sixDigits = { matches: /^\d{6}$/ };

// Nothing is stored (the spec). The secret, a key URI (which holds it) and a code to check stay in
// the page only; a fresh secret is made on every visit, as the reference does.
export const otpGenerate = operationOf<typeof words>()({
  id: 'otp-generate',
  description: 'description',
  input: noInput,
  fields: {
    secret: textField('', { sensitive: true, generate: generateSecret, label: 'secret.label' }),
    mode: choiceField('totp', otpModes, {
      label: 'mode.label',
      choiceLabels: { totp: 'mode.totp', hotp: 'mode.hotp' },
    }),
    algorithm: choiceField('SHA1', otpAlgorithms, { label: 'algorithm' }),
    digits: choiceField('6', otpDigitChoices, { label: 'digits' }),
    period: numberTextField(defaultPeriod, { label: 'period.label' }),
    counter: integerField(0, { min: 0, max: Number.MAX_SAFE_INTEGER, label: 'counter' }),
    issuer: textField('IT-Tools', { label: 'issuer.label' }),
    account: textField('demo-user', { label: 'account.label' }),
    code: textField('', { sensitive: true, label: 'code.label' }),
    // The page's import box: it fills the other fields.
    importUri: textField('', { sensitive: true, label: 'import.label' }),
  },
  outputs: {
    previous: { kind: 'otp', label: 'codes.previous' },
    current: { kind: 'otp', label: 'codes.current' },
    next: { kind: 'otp', label: 'codes.next' },
    keyUri: { kind: 'url', label: 'uri.label' },
    secretHex: { kind: 'hex', label: 'secretHex' },
    epoch: { kind: 'timestamp', label: 'epoch' },
    count: { kind: 'integer', label: 'iteration.count' },
    paddedHex: { kind: 'hex', label: 'iteration.paddedHex' },
  },
  run: (_, values): OperationResult<OtpOutputs> => {
    const key = parseSecret(values.secret);
    if (!key.ok) return key;
    const period = parsePeriod(values.period);
    if (values.mode === 'totp' && !period.ok) return period;
    const issuer = checkLabel('issuer', values.issuer);
    if (!issuer.ok) return issuer;
    const account = checkLabel('account', values.account);
    if (!account.ok) return account;
    const now = Date.now();
    const counter = values.mode === 'totp' && period.ok ? counterAt(now, period.value) : values.counter;
    const codes = codesAround(key.value, counter, { algorithm: values.algorithm, digits: Number(values.digits) });
    const value = {
      previous: codes.previous ?? '',
      current: codes.current,
      next: codes.next,
      keyUri: keyUri({ ...values, period: period.ok ? period.value : 0 }),
      secretHex: bytesToHex(key.value),
      epoch: String(Math.floor(now / 1000)),
      count: String(counter),
      paddedHex: paddedHex(counter),
    };
    const check = checkCode(values.code, codes);
    return check ? { ok: true, value, notes: [codeCheckNote(check)] } : ok(value);
  },
  // The spec's instants, as the counters they fall in (a TOTP code is the HOTP code of its counter).
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      options: { secret: 'JBSWY3DPEHPK3PXP' },
      output: {
        keyUri:
          'otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
        current: sixDigits,
      },
    },
    {
      name: 'examples.hello',
      input: undefined,
      options: { secret: 'JBSWY3DPEHPK3PXP', mode: 'hotp', counter: 48844156 },
      output: {
        previous: '550284',
        current: '341128',
        next: '370323',
        secretHex: '48656c6c6f21deadbeef',
        count: '48844156',
        paddedHex: '0000000002e94d7c',
      },
    },
    {
      name: 'examples.ittools',
      input: undefined,
      options: { secret: 'ITTOOLS', mode: 'hotp', counter: 53649240 },
      output: {
        previous: '918365',
        current: '885809',
        next: '556793',
        secretHex: '44e6e72e',
        paddedHex: '0000000003329f58',
      },
    },
    {
      name: 'examples.rfc6238',
      input: undefined,
      options: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', mode: 'hotp', counter: 1, digits: '8' },
      output: { current: '94287082', secretHex: '3132333435363738393031323334353637383930' },
    },
    {
      name: 'examples.invalid',
      input: undefined,
      options: { secret: 'JBSWY3DPEHPK3PX1' },
      error: 'errors.invalidSecret',
    },
    {
      name: 'examples.check',
      input: undefined,
      options: { secret: 'JBSWY3DPEHPK3PXP', mode: 'hotp', counter: 48844156, code: '370323' },
      output: { current: '341128' },
      notes: ['check.next'],
    },
  ],
});

export const operations = toolOperations(otpGenerate);
