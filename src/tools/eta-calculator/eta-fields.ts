import { dateTimeLocalPattern, toDateTimeLocal } from '../../lib/date-time-local';
import { choiceField, defineFields, numberTextField, textField } from '../../lib/tool-state/fields';
import { sizeUnits, speedUnits, timeUnits } from './eta-calculator';

export const etaFields = defineFields({
  amount: numberTextField(186),
  // The prerendered page cannot know when it is opened: the start is set once it is.
  startedAt: textField('', { pattern: dateTimeLocalPattern, generate: () => toDateTimeLocal(new Date()) }),
  perSpan: numberTextField(3),
  span: numberTextField(5),
  unit: choiceField('minutes', timeUnits),
  done: numberTextField(''),
  elapsed: numberTextField(''),
  elapsedUnit: choiceField('minutes', timeUnits),
  size: numberTextField(''),
  sizeUnit: choiceField('MB', sizeUnits),
  speed: numberTextField(''),
  speedUnit: choiceField('MB/s', speedUnits),
});
