import { choiceField, defineFields, numberTextField } from '../../lib/tool-state/fields';
import { defaultDecimals, maxDecimals, scales } from './temperature-converter';

export const precisionChoices = Array.from({ length: maxDecimals + 1 }, (_, count) => String(count));

/** The last edited scale and what was typed in it: the other fields follow from them. */
export const temperatureFields = defineFields({
  scale: choiceField('kelvin', scales),
  value: numberTextField(0),
  precision: choiceField(String(defaultDecimals), precisionChoices),
});
