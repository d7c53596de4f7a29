import { defineFields, textField } from '../../lib/tool-state/fields';
import { defaultSaltCount } from './bcrypt';

// The strings are passwords: in the page only. The cost and a hash to check are not secrets.
export const hashCardFields = defineFields({
  text: textField('', { sensitive: true }),
  // Kept as typed, so a bad count stays in the field with its error.
  saltCount: textField(String(defaultSaltCount)),
});

export const compareCardFields = defineFields({
  compareText: textField('', { sensitive: true }),
  hash: textField(''),
});
