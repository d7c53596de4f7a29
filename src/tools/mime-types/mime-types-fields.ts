import { defineFields, textField } from '../../lib/tool-state/fields';

export const mimeTypesFields = defineFields({
  mimeType: textField(''),
  extension: textField(''),
  filter: textField(''),
});
