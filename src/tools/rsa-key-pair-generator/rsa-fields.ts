import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { privateKeyFormats, publicKeyFormats } from './key-format-options';
import { defaultBits } from './rsa-bits';

export const rsaFields = defineFields({
  // Kept as typed, so a bad size stays in the field with its error; from a link only digits are
  // taken (and then checked like typed ones).
  bits: textField(String(defaultBits), { pattern: /^\d{1,6}$/ }),
  publicFormat: choiceField(
    'spki',
    publicKeyFormats.map((option) => option.value),
  ),
  privateFormat: choiceField(
    'pkcs1',
    privateKeyFormats.map((option) => option.value),
  ),
  comment: textField(''),
  // It protects the private key.
  passphrase: textField('', { sensitive: true }),
});
