import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { countryCodes, countryOfLanguage, fallbackCountry } from './phone-parser-and-formatter';

export const phoneFields = defineFields({
  country: {
    ...choiceField(fallbackCountry, countryCodes),
    // The prerendered page cannot know the reader's language.
    generate: () => countryOfLanguage(navigator.language),
  },
  phone: textField(''),
  numbers: textField(''),
});
