import { describe, expect, it } from 'vitest';
import { thrownInEnglish as errorOf } from '../../test/words';
import { readXml } from './xml-read';
import { writeXml } from './xml-write';

describe('readXml', () => {
  it.each([
    ['<a x="1.234" y="It\'s"/>', { a: { _attributes: { x: '1.234', y: "It's" } } }],
    [
      '<?xml version="1.0" encoding="UTF-8"?>\n<note importance="high">\n  <to>Tove</to>\n  <body>Hello &amp; bye</body>\n</note>',
      {
        _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
        note: { _attributes: { importance: 'high' }, to: { _text: 'Tove' }, body: { _text: 'Hello & bye' } },
      },
    ],
    ['<list><i>1</i><i>2</i><j/></list>', { list: { i: [{ _text: '1' }, { _text: '2' }], j: {} } }],
    [
      '<a><!-- note --><![CDATA[x < y]]><?style kind="x"?>&lt;&#65;&#x42;</a>',
      { a: { _comment: ' note ', _cdata: 'x < y', _instruction: { style: 'kind="x"' }, _text: '<AB' } },
    ],
    ['<!DOCTYPE a>\n<a>\n  <b> keep  spaces </b>\n</a>\n', { _doctype: 'a', a: { b: { _text: ' keep  spaces ' } } }],
    ['<n v="true">42</n>', { n: { _attributes: { v: 'true' }, _text: '42' } }],
    ["<a x='&quot;&amp;'/>", { a: { _attributes: { x: '"&' } } }],
    ['\uFEFF<é:b/>', { 'é:b': {} }],
  ])('reads %j in the compact form', (xml, expected) => {
    expect(readXml(xml)).toEqual(expected);
  });

  it.each([
    [
      '<a><b></a>',
      "Invalid XML: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)",
    ],
    [
      '<a>\n  <b>\n</a>',
      "Invalid XML: Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'. (line 3, column 1)",
    ],
    ['<a x=1/>', "Invalid XML: Attribute 'x' is without value. (line 1, column 4)"],
    ['<a b/>', "Invalid XML: boolean attribute 'b' is not allowed. (line 1, column 4)"],
    ['<a>', "Invalid XML: Unclosed tag 'a'. (line 1, column 1)"],
    ['hello', "Invalid XML: char 'h' is not expected. (line 1, column 1)"],
    ['<!-- only a comment -->', 'Invalid XML: Start tag expected. (line 1)'],
    ['<a></a><b></b>', 'Invalid XML: Multiple possible root nodes found. (line 1, column 10)'],
    ['<a/>\n<b/>', 'Invalid XML: Multiple possible root nodes found. (line 2, column 1)'],
    ['<a/><a/>', 'Invalid XML: Multiple possible root nodes found. (line 1, column 5)'],
    ['<a/>\ntail', 'Invalid XML: Extra text at the end (line 2, column 1)'],
    ['<a>&foo;</a>', 'Invalid XML: Invalid character entity (line 1, column 8)'],
  ])('refuses %j with the reason and its position', (xml, message) => {
    expect(errorOf(() => readXml(xml))).toBe(message);
  });
});

describe('writeXml', () => {
  it.each([
    [{ a: { _attributes: { x: '1.234', y: "It's" } } }, 2, '<a x="1.234" y="It\'s"/>'],
    [{ note: { _attributes: { lang: 'en' }, _text: 'Hi' } }, 2, '<note lang="en">Hi</note>'],
    [
      { _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } }, doc: { p: 'x' } },
      2,
      '<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n  <p>x</p>\n</doc>',
    ],
    [
      { _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } }, doc: { p: 'x' } },
      4,
      '<?xml version="1.0" encoding="UTF-8"?>\n<doc>\n    <p>x</p>\n</doc>',
    ],
    [
      { _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } }, doc: { p: 'x' } },
      0,
      '<?xml version="1.0" encoding="UTF-8"?><doc><p>x</p></doc>',
    ],
    [{ a: { _attributes: { q: 'say "hi" & bye' } } }, 2, '<a q="say &quot;hi&quot; &amp; bye"/>'],
    [{ a: { _attributes: { q: '<&amp;>' } } }, 0, '<a q="&lt;&amp;amp;>"/>'],
    [{ a: 'x < y & z > w, &amp; &lt;' }, 0, '<a>x &lt; y &amp; z &gt; w, &amp;amp; &amp;lt;</a>'],
    [{ a: { _text: ['one &amp;', 'two'], b: '' } }, 0, '<a>one &amp;amp;two<b/></a>'],
    [{ r: { i: [1, true, null, { _attributes: { k: 2 } }] } }, 0, '<r><i>1</i><i>true</i><i/><i k="2"/></r>'],
    [{ a: { _cdata: 'x]]>y]]>z' } }, 0, '<a><![CDATA[x]]]]><![CDATA[>y]]]]><![CDATA[>z]]></a>'],
    [{ a: { _comment: ' c ', _parent: 'p' } }, 0, '<a><!-- c --><_parent>p</_parent></a>'],
    [{ 'ns:é-1.x': {} }, 0, '<ns:é-1.x/>'],
    [{}, 2, ''],
  ])('writes %j with %i spaces', (value, spaces, xml) => {
    expect(writeXml(value, spaces).xml).toBe(xml);
  });

  it('round-trips with readXml', () => {
    const xml = '<doc a="&lt;&amp;&quot;"><t>&amp;amp; &lt;b&gt;</t><t>2</t><![CDATA[]]]]><![CDATA[>]]></doc>';
    expect(readXml(writeXml(readXml(xml), 0).xml)).toEqual(readXml(xml));
  });

  it.each([
    [{ a: 1, b: 2 }, 2],
    [{ a: [1, 2] }, 2],
    [{ _declaration: {}, _comment: 'c', a: {} }, 1],
    [{ _comment: 'c' }, 0],
  ])('counts the root elements of %j', (value, count) => {
    expect(writeXml(value, 0).rootElements).toBe(count);
  });

  it.each([
    [[1, 2], 'The top level must be an object (its keys become the XML elements).'],
    ['text', 'The top level must be an object (its keys become the XML elements).'],
    [3, 'The top level must be an object (its keys become the XML elements).'],
    [null, 'The top level must be an object (its keys become the XML elements).'],
    [{ a: { 'b c': 1 } }, 'Cannot convert to XML: "b c" is not a valid element name.'],
    [{ a: [{ ok: 1 }, { '1st': 2 }] }, 'Cannot convert to XML: "1st" is not a valid element name.'],
    [{ a: [[1]] }, 'Cannot convert to XML: "0" is not a valid element name.'],
    [{ '': 1 }, 'Cannot convert to XML: "" is not a valid element name.'],
    [{ a: { _attributes: { 'x y': 1 } } }, 'Cannot convert to XML: "x y" is not a valid attribute name.'],
    [{ a: { _attributes: 'x' } }, 'Cannot convert to XML: "_attributes" must be an object of names and values.'],
  ])('refuses %j', (value, message) => {
    expect(errorOf(() => writeXml(value, 2))).toBe(message);
  });
});
