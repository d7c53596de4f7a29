import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertXmlToJson } from './xml-to-json';

export const xmlToJson = operationOf<typeof words>()({
  id: 'xml-to-json',
  input: textInput('xml', 'xml'),
  fields: { xml: textField('<a x="1.234" y="It\'s"/>', { label: 'xml.label' }) },
  output: { kind: 'json', label: 'json.label' },
  run: (xml) => convertXmlToJson(xml, undefined),
  examples: [
    {
      input: '<a x="1.234" y="It\'s"/>',
      output: '{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}',
    },
    {
      input:
        '<?xml version="1.0" encoding="UTF-8"?><note importance="high"><to>Tove</to><body>Hello &amp; bye</body></note>',
      output: JSON.stringify(
        {
          _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
          note: { _attributes: { importance: 'high' }, to: { _text: 'Tove' }, body: { _text: 'Hello & bye' } },
        },
        null,
        2,
      ),
    },
    { input: '<a><b></a>', error: 'common.errors.invalidXmlAt' },
  ],
});

export const operations = toolOperations(xmlToJson);
