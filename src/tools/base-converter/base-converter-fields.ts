import { defineFields, numberTextField, textField } from '../../lib/tool-state/fields';
import { defaultCustomBase, defaultInputBase } from './base-converter';

// The number and its base are the source of truth; every output is derived from them.
export const baseConverterFields = defineFields({
  number: textField('42'),
  base: numberTextField(defaultInputBase),
  customBase: numberTextField(defaultCustomBase),
});
