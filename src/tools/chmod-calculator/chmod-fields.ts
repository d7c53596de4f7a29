import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultPath } from './chmod-calculator';

export const octalMaxLength = 4;
export const symbolicMaxLength = 10;
export const pathMaxLength = 1000;

export const chmodFields = defineFields({
  /** The mode as typed in the Octal box; the checkboxes, symbolic value and commands follow it. */
  octal: textField('000', { pattern: /^[0-7]{0,4}$/ }),
  path: textField(defaultPath),
  recursive: booleanField(false),
});
