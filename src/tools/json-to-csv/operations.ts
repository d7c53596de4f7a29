import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import { convertJsonToCsv, defaultJsonToCsvOptions as defaults, delimiters } from './json-to-csv';
import type words from './locales/en.json';

export const jsonToCsv = operationOf<typeof words>()({
  id: 'json-to-csv',
  input: textInput('json', 'json'),
  fields: {
    json: textField('', { label: 'json.label' }),
    delimiter: choiceField(defaults.delimiter, delimiters, {
      label: 'delimiter.label',
      choiceLabels: { comma: 'delimiter.comma', semicolon: 'delimiter.semicolon', tab: 'delimiter.tab' },
    }),
    flatten: booleanField(defaults.flatten, { label: 'flatten.label' }),
    // Only the download takes it (see the page): a byte order mark for Excel.
    bom: booleanField(false, { label: 'bom.label' }),
  },
  output: { kind: 'csv', label: 'csv.label' },
  run: (json, options) => convertJsonToCsv(json, options),
  examples: [
    {
      input: "[\n  {name: 'Ada', age: 36.0, city: 'London'},\n  {name: 'Linus', age: 54, city: 'Portland'},\n]",
      output: 'name,age,city\nAda,36,London\nLinus,54,Portland',
    },
    { input: '[{"a":1,"b":2},{"a":3,"c":4}]', output: 'a,b,c\n1,2,\n3,,4' },
    {
      input: '[{"id":1,"user":{"name":"Ann","address":{"city":"Paris"}},"tags":["a","b"]}]',
      output: 'id,user.name,user.address.city,tags\n1,Ann,Paris,"[""a"",""b""]"',
    },
    {
      input: '[{"id":1,"user":{"name":"Ann","address":{"city":"Paris"}},"tags":["a","b"]}]',
      options: { flatten: false },
      output: 'id,user,tags\n1,"{""name"":""Ann"",""address"":{""city"":""Paris""}}","[""a"",""b""]"',
    },
    { input: '{"a": }', error: 'common.errors.jsonNotValid' },
  ],
});

export const operations = toolOperations(jsonToCsv);
