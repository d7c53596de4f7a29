import { defineFields, textField } from '../../lib/tool-state/fields';

// Nothing is stored (the spec); both texts are linkable like any other input.
export const safelinkFields = defineFields({
  url: textField(''),
  text: textField(''),
});
