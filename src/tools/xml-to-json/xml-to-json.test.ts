import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertXmlToJson } from './xml-to-json';

const convert = (xml: string) => convertXmlToJson(xml, undefined);
const json = (value: unknown) => ({ ok: true, value: JSON.stringify(value, null, 2) });

describe('convertXmlToJson', () => {
  it('converts the default input to 2-space indented JSON', () => {
    expect(convert('<a x="1.234" y="It\'s"/>')).toEqual({
      ok: true,
      value: '{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}',
    });
  });

  it.each([
    '<?xml version="1.0" encoding="UTF-8"?><note importance="high"><to>Tove</to><body>Hello &amp; bye</body></note>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<note importance="high">\n  <to>Tove</to>\n  <body>Hello &amp; bye</body>\n</note>\n',
  ])('converts the note example, whatever its line breaks: %j', (xml) => {
    expect(convert(xml)).toEqual(
      json({
        _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
        note: { _attributes: { importance: 'high' }, to: { _text: 'Tove' }, body: { _text: 'Hello & bye' } },
      }),
    );
  });

  it.each([
    ['<r><i>1</i><i>2</i></r>', { r: { i: [{ _text: '1' }, { _text: '2' }] } }],
    ['<r><![CDATA[a<b]]><!--c--></r>', { r: { _cdata: 'a<b', _comment: 'c' } }],
    ['<?go fast?><r/>', { _instruction: { go: 'fast' }, r: {} }],
    ['<r n="007" b="false">3.10</r>', { r: { _attributes: { n: '007', b: 'false' }, _text: '3.10' } }],
  ])('maps %j in the compact form, all values as strings', (xml, expected) => {
    expect(convert(xml)).toEqual(json(expected));
  });

  it.each([
    [
      '<a><b></a>',
      "Invalid XML: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)",
    ],
    ['<a/><b/>', 'Invalid XML: Multiple possible root nodes found. (line 1, column 5)'],
    ['<a/>\n<b/>', 'Invalid XML: Multiple possible root nodes found. (line 2, column 1)'],
    ['<a x=1></a>', "Invalid XML: Attribute 'x' is without value. (line 1, column 4)"],
  ])('refuses malformed XML %j with the reason and position', (xml, error) => {
    expect(errorInEnglish(convert(xml), words)).toBe(error);
  });

  it.each(['', '  \n\t'])('gives an empty output and no error for blank input %j', (xml) => {
    expect(convert(xml)).toEqual({ ok: true, value: '' });
  });
});
