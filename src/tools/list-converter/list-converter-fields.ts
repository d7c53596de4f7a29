import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultListOptions as defaults, sortOrders } from './list-converter';

// Every option is remembered (the spec keeps them across visits). Apart from the list, so that the
// options make one value that changes only when an option does.
export const listOptionFields = defineFields({
  trimItems: booleanField(defaults.trimItems, { persist: true }),
  removeDuplicates: booleanField(defaults.removeDuplicates, { persist: true }),
  lowerCase: booleanField(defaults.lowerCase, { persist: true }),
  keepLineBreaks: booleanField(defaults.keepLineBreaks, { persist: true }),
  reverseList: booleanField(defaults.reverseList, { persist: true }),
  sortList: choiceField(defaults.sortList, sortOrders, { persist: true }),
  separator: textField(defaults.separator, { persist: true }),
  itemPrefix: textField(defaults.itemPrefix, { persist: true }),
  itemSuffix: textField(defaults.itemSuffix, { persist: true }),
  listPrefix: textField(defaults.listPrefix, { persist: true }),
  listSuffix: textField(defaults.listSuffix, { persist: true }),
});

export const listInputFields = defineFields({ list: textField('') });
