import { choiceField, defineFields, integerField, numberTextField, textField } from '../../lib/tool-state/fields';
import { defaultPeriod, generateSecret, otpAlgorithms, otpDigitChoices, otpModes } from './otp-generator';

// Nothing is stored (the spec). The secret, a key URI (which holds it) and a code to check stay in
// the page only; a fresh secret is made on every visit, as the reference does.
export const otpFields = defineFields({
  secret: textField('', { sensitive: true, generate: generateSecret }),
  mode: choiceField('totp', otpModes),
  algorithm: choiceField('SHA1', otpAlgorithms),
  digits: choiceField('6', otpDigitChoices),
  period: numberTextField(defaultPeriod),
  counter: integerField(0, { min: 0, max: Number.MAX_SAFE_INTEGER }),
  issuer: textField('IT-Tools'),
  account: textField('demo-user'),
  code: textField('', { sensitive: true }),
  importUri: textField('', { sensitive: true }),
});
