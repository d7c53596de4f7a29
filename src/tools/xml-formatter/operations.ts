import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultXml,
  defaultXmlFormatterOptions as defaults,
  formatXml,
  maxIndentSize,
  minIndentSize,
} from './xml-formatter';

export const xmlFormat = operationOf<typeof words>()({
  id: 'xml-format',
  input: textInput('xml', 'xml'),
  fields: {
    xml: textField(defaultXml, { label: 'xml.label' }),
    collapseContent: booleanField(defaults.collapseContent, { persist: true, label: 'collapseContent.label' }),
    indentSize: integerField(defaults.indentSize, {
      persist: true,
      min: minIndentSize,
      max: maxIndentSize,
      label: 'indentSize.label',
    }),
    minify: booleanField(defaults.minify, { label: 'minify.label' }),
  },
  output: { kind: 'xml', label: 'formatted.label' },
  run: (xml, options) => formatXml(xml, options),
  examples: [
    {
      input: '<hello><world>foo</world><world>bar</world></hello>',
      output: '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>',
    },
    {
      input: '<hello><world>foo</world><world>bar</world></hello>',
      options: { collapseContent: false, indentSize: 4 },
      output: [
        '<hello>',
        '    <world>',
        '        foo',
        '    </world>',
        '    <world>',
        '        bar',
        '    </world>',
        '</hello>',
      ].join('\n'),
    },
    { input: 'plain text', error: 'errors.invalid' },
  ],
});

export const operations = toolOperations(xmlFormat);
