import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';

// Files are not fields: only the texts and the switch around them are.
export const base64ToFileFields = defineFields({
  fileName: textField('file'),
  extension: textField(''),
  base64: textField(''),
});

export const fileToBase64Fields = defineFields({
  includePrefix: booleanField(true),
});
