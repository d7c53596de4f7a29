import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { attackerSpeeds } from './password-strength-analyser';

export const passwordFields = defineFields({
  password: textField('', { sensitive: true }),
  speed: choiceField(
    'reference',
    attackerSpeeds.map((option) => option.value),
  ),
});
