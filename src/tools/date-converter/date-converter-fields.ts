import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultDateFormat, inputFormats } from './date-converter';

// The date as typed and the format it is read in; every output is derived from them.
export const dateConverterFields = defineFields({
  date: textField(''),
  format: choiceField(
    defaultDateFormat,
    inputFormats.map((format) => format.value),
  ),
});
