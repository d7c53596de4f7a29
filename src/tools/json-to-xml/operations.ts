import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { convertJsonToXml, indentations } from './json-to-xml';
import type words from './locales/en.json';

export const jsonToXml = operationOf<typeof words>()({
  id: 'json-to-xml',
  input: textInput('json', 'json'),
  fields: {
    json: textField('{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}', { label: 'json.label' }),
    indentation: choiceField('2-spaces', indentations, {
      label: 'indentation.label',
      choiceLabels: {
        '2-spaces': 'indentation.twoSpaces',
        '4-spaces': 'indentation.fourSpaces',
        none: 'indentation.none',
      },
    }),
  },
  output: { kind: 'xml', label: 'xml.label' },
  run: (json, options) => convertJsonToXml(json, options),
  examples: [
    { input: '{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}', output: '<a x="1.234" y="It\'s"/>' },
    { input: '{"note":{"_attributes":{"lang":"en"},"_text":"Hi"}}', output: '<note lang="en">Hi</note>' },
    {
      input: '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"doc":{"p":"x"}}',
      output: '<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n  <p>x</p>\n</doc>',
    },
    {
      input: '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"doc":{"p":"x"}}',
      options: { indentation: 'none' },
      output: '<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>',
    },
    { input: '{"a":{"_attributes":{"q":"say \\"hi\\" & bye"}}}', output: '<a q="say &quot;hi&quot; &amp; bye"/>' },
    { input: '{"a":1,"b":2}', output: '<a>1</a>\n<b>2</b>', notes: ['notes.fragment'] },
    { input: '[1,2]', error: 'common.errors.xmlTopLevel' },
    { input: '{"a":{"b c":1}}', error: 'common.errors.xmlBadElementName' },
  ],
});

export const operations = toolOperations(jsonToXml);
