import { choiceField, defineFields, numberTextField } from '../../lib/tool-state/fields';
import { defaultDecimals } from './percentage-calculator';

export const decimalChoices = Array.from({ length: defaultDecimals + 1 }, (_, count) => String(count));

export const percentageFields = defineFields({
  percent: numberTextField(''),
  of: numberTextField(''),
  part: numberTextField(''),
  whole: numberTextField(''),
  from: numberTextField(''),
  to: numberTextField(''),
  known: numberTextField(''),
  knownPercent: numberTextField(''),
  amount: numberTextField(''),
  rate: numberTextField(''),
  decimals: choiceField(String(defaultDecimals), decimalChoices),
});
