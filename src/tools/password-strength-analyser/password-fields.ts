import { choiceField, defineFields } from '../../lib/tool-state/fields';
import { attackerSpeeds } from './password-strength-analyser';

// The password itself is no field: it lives in the page only, never in the URL or storage.
export const passwordFields = defineFields({
  speed: choiceField(
    'reference',
    attackerSpeeds.map((option) => option.value),
    { url: true },
  ),
});
