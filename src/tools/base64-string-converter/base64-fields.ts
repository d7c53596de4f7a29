import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';

export const base64Fields = defineFields({
  encodeUrlSafe: booleanField(false, { persist: true }),
  text: textField(''),
  decodeUrlSafe: booleanField(false, { persist: true }),
  base64: textField(''),
});
