import { noOperations } from '../../lib/operation/operation';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';

export const operations = noOperations('reasons.noOperation');

/** The page's state: the mode, and the countdown's duration as typed; both remembered. */
export const chronometerFields = defineFields({
  mode: choiceField('stopwatch', ['stopwatch', 'countdown'], {
    persist: true,
    label: 'mode.label',
    choiceLabels: { stopwatch: 'mode.stopwatch', countdown: 'mode.countdown' },
  }),
  countdown: textField('05:00', { persist: true, label: 'countdown.label' }),
});
