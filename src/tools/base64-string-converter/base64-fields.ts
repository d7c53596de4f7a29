import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';

// The names are the storage keys after the slug: `base64-string-converter:encode-url-safe`, ...
export const base64Fields = defineFields({
  'encode-url-safe': booleanField(false, { persist: true }),
  'string-to-encode': textField(''),
  'decode-url-safe': booleanField(false, { persist: true }),
  'base64-to-decode': textField(''),
});
