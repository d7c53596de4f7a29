import { errorInEnglish, inEnglish } from '../../test/words';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { convertJsonToXml, fragmentNote, type Indentation } from './json-to-xml';

const convert = (json: string, indentation: Indentation = '2-spaces') => convertJsonToXml(json, { indentation });
const declared = '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"doc":{"p":"x"}}';
const topLevelError = 'The top level must be an object (its keys become the XML elements).';

describe('convertJsonToXml', () => {
  it.each<[string, Indentation, string]>([
    ['{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}', '2-spaces', '<a x="1.234" y="It\'s"/>'],
    ['{"note":{"_attributes":{"lang":"en"},"_text":"Hi"}}', '2-spaces', '<note lang="en">Hi</note>'],
    [declared, '2-spaces', '<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n  <p>x</p>\n</doc>'],
    [declared, '4-spaces', '<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n    <p>x</p>\n</doc>'],
    [declared, 'none', '<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>'],
    ['{"a":{"_attributes":{"q":"say \\"hi\\" & bye"}}}', '2-spaces', '<a q="say &quot;hi&quot; &amp; bye"/>'],
    ['{"a":{"_text":"1 < 2 & 3 > 2"}}', 'none', '<a>1 &lt; 2 &amp; 3 &gt; 2</a>'],
    ['{"a":{"_cdata":"raw <b>","_comment":" note "}}', 'none', '<a><![CDATA[raw <b>]]><!-- note --></a>'],
    ['{"r":{"i":[1,true,{}]}}', '2-spaces', '<r>\n  <i>1</i>\n  <i>true</i>\n  <i/>\n</r>'],
    ["{r: {n: 1, /* JSON5 */ s: 'x',},}", 'none', '<r><n>1</n><s>x</s></r>'],
  ])('converts %s with %s indentation', (json, indentation, output) => {
    expect(convert(json, indentation)).toEqual({ ok: true, value: output });
  });

  it('writes several root elements on their own lines, with the fragment notice', () => {
    expect(convert('{"a":1,"b":2}')).toEqual({
      ok: true,
      value: '<a>1</a>\n<b>2</b>',
      notes: [fragmentNote],
    });
    expect(convert('{"a":[1,2]}')).toEqual({
      ok: true,
      value: '<a>1</a>\n<a>2</a>',
      notes: [fragmentNote],
    });
    // An empty array writes no element: no fragment.
    expect(convert('{"a":[]}')).toEqual({ ok: true, value: '' });
    expect(inEnglish(fragmentNote, words)).toBe(
      'More than one root element: the result is an XML fragment, not a document.',
    );
  });

  it.each([
    ['[1,2]', topLevelError],
    ['"text"', topLevelError],
    ['42', topLevelError],
    ['{"a":{"b c":1}}', 'Cannot convert to XML: "b c" is not a valid element name.'],
    ['{"a":{"ok":[{"x-1":1},{"2x":2}]}}', 'Cannot convert to XML: "2x" is not a valid element name.'],
    ['{"a": }', "Invalid JSON: JSON5: invalid character '}' at 1:7"],
  ])('refuses %s', (json, error) => {
    expect(errorInEnglish(convert(json), words)).toBe(error);
  });

  it.each(['', ' \n '])('gives an empty output for blank input %j', (json) => {
    expect(convert(json)).toEqual({ ok: true, value: '' });
  });
});
