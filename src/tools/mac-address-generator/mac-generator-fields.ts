import { letterCases } from '../../lib/mac/mac-address';
import { booleanField, choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { defaultPrefix, quantityMax, quantityMin, separatorChoices } from './mac-address-generator';

// The reference app's storage keys, so its users find their settings again.
export const macGeneratorFields = defineFields({
  quantity: integerField(1, {
    min: quantityMin,
    max: quantityMax,
    persist: true,
    storageKey: 'mac-address-generator-amount',
  }),
  prefix: textField(defaultPrefix, { persist: true, storageKey: 'mac-address-generator-prefix' }),
  case: choiceField('upper', letterCases),
  separator: choiceField('colon', separatorChoices, {
    persist: true,
    storageKey: 'mac-address-generator-separator',
  }),
  locallyAdministered: booleanField(false),
  vendor: textField(''),
});
