import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';

export const jsonDiffFields = defineFields({
  // Kept for the tab (a reload keeps them), not across visits: documents can be private or large.
  first: textField('', { persist: 'session' }),
  second: textField('', { persist: 'session' }),
  onlyDifferences: booleanField(false),
  ignoreArrayOrder: booleanField(false),
});
