import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import { convertList, defaultListOptions as defaults, sortOrders } from './list-converter';
import type words from './locales/en.json';

export const listConvert = operationOf<typeof words>()({
  id: 'list-convert',
  input: textInput('text', 'list'),
  // Every option is remembered (the spec keeps them across visits); the list is not.
  fields: {
    trimItems: booleanField(defaults.trimItems, { persist: true, label: 'trimItems' }),
    removeDuplicates: booleanField(defaults.removeDuplicates, { persist: true, label: 'removeDuplicates' }),
    lowerCase: booleanField(defaults.lowerCase, { persist: true, label: 'lowerCase' }),
    keepLineBreaks: booleanField(defaults.keepLineBreaks, { persist: true, label: 'keepLineBreaks' }),
    reverseList: booleanField(defaults.reverseList, { persist: true, label: 'reverseList' }),
    sortList: choiceField(defaults.sortList, sortOrders, {
      persist: true,
      label: 'sortList.label',
      choiceLabels: { none: 'sortList.none', ascending: 'sortList.ascending', descending: 'sortList.descending' },
    }),
    separator: textField(defaults.separator, { persist: true, label: 'separator.label' }),
    itemPrefix: textField(defaults.itemPrefix, { persist: true, label: 'itemPrefix.label' }),
    itemSuffix: textField(defaults.itemSuffix, { persist: true, label: 'itemSuffix.label' }),
    listPrefix: textField(defaults.listPrefix, { persist: true, label: 'listPrefix.label' }),
    listSuffix: textField(defaults.listSuffix, { persist: true, label: 'listSuffix.label' }),
    list: textField('', { label: 'input.label' }),
  },
  output: { kind: 'text', label: 'output.label' },
  run: (list, options) => ok(convertList(list, options)),
  examples: [
    { name: 'examples.defaults', input: 'b\na\nc\na', output: 'b, a, c' },
    {
      name: 'examples.quoted',
      input: 'b\na\nc\na',
      options: { itemPrefix: "'", itemSuffix: "'", listPrefix: '(', listSuffix: ')' },
      output: "('b', 'a', 'c')",
    },
    {
      name: 'examples.html',
      input: '1\n2\n3',
      options: {
        itemPrefix: '<li>',
        itemSuffix: '</li>',
        listPrefix: '<ul>',
        listSuffix: '</ul>',
        separator: '',
        keepLineBreaks: true,
      },
      output: '<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>',
    },
    {
      name: 'examples.lineBreaks',
      input: 'one\ntwo\nthree',
      options: { separator: ',', keepLineBreaks: true },
      output: 'one,\ntwo,\nthree',
    },
  ],
});

const { list, ...options } = listConvert.fields;

/** The options apart from the list, so that they make one value that changes only when an option does. */
export const listOptionFields = options;
export const listInputFields = { list };

export const operations = toolOperations(listConvert);
