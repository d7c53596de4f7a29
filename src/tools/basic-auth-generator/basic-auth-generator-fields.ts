import { defineFields, textField } from '../../lib/tool-state/fields';

export const basicAuthFields = defineFields({
  username: textField(''),
  // Credentials stay in the page: never in the address, history or storage.
  password: textField('', { sensitive: true }),
  header: textField('', { sensitive: true }),
});
