import referenceFormat from 'xml-formatter';
import { errorInEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import zh from './locales/zh.json';
import words from './locales/en.json';
import { describe, expect, it } from 'vitest';
import { defaultXml, defaultXmlFormatterOptions, formatXml, type XmlFormatterOptions } from './xml-formatter';

const format = (xml: string, options: Partial<XmlFormatterOptions> = {}) =>
  formatXml(xml, { ...defaultXmlFormatterOptions, ...options });
const output = (xml: string, options: Partial<XmlFormatterOptions> = {}) => {
  const result = format(xml, options);
  if (!result.ok) throw new Error(errorInEnglish(result, words) as string);
  return result.value;
};

describe('formatXml — spec examples', () => {
  it('example 1: collapse content on, indent 2 (defaults)', () => {
    expect(output(defaultXml)).toBe('<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>');
  });

  it('example 2: collapse content off, indent 4', () => {
    expect(output(defaultXml, { collapseContent: false, indentSize: 4 })).toBe(
      [
        '<hello>',
        '    <world>',
        '        foo',
        '    </world>',
        '    <world>',
        '        bar',
        '    </world>',
        '</hello>',
      ].join('\n'),
    );
  });
});

describe('formatXml — behaviour', () => {
  it('keeps the declaration, comments, CDATA, attributes and self-closing tags as written', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><!-- top --><r a="1" b=\'x "y"\'><e/><c><![CDATA[<raw> & ]]></c><!-- in --><f>&amp;</f></r>';
    expect(output(xml)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!-- top -->',
        '<r a="1" b="x &quot;y&quot;">',
        '  <e/>',
        '  <c><![CDATA[<raw> & ]]></c>',
        '  <!-- in -->',
        '  <f>&amp;</f>',
        '</r>',
      ].join('\n'),
    );
  });

  it('leaves xml:space="preserve" content untouched', () => {
    const xml = '<r><p xml:space="preserve">  a\n   <b> x </b>  </p><q> y </q></r>';
    expect(output(xml)).toBe('<r>\n  <p xml:space="preserve">  a\n   <b> x </b>  </p>\n  <q> y </q>\n</r>');
  });

  it('keeps mixed content on one line', () => {
    expect(output('<p>Hello <b>world</b>!</p>')).toBe('<p>Hello <b>world</b>!</p>');
  });

  it('indent size 0 gives one element per line with no indentation', () => {
    expect(output(defaultXml, { indentSize: 0 })).toBe('<hello>\n<world>foo</world>\n<world>bar</world>\n</hello>');
  });

  it('minifies to one line', () => {
    expect(output('<a>\n  <b> x </b>\n  <c/>\n</a>', { minify: true })).toBe('<a><b> x </b><c/></a>');
  });

  it('keeps a DOCTYPE with an internal subset', () => {
    const xml = '<!DOCTYPE note [<!ENTITY w "world">]><note>&w;</note>';
    expect(output(xml)).toBe('<!DOCTYPE note [<!ENTITY w "world">]>\n<note>&w;</note>');
  });
});

describe('formatXml — same layout as xml-formatter 3.7 for well-formed documents', () => {
  const documents = [
    defaultXml,
    '<a/>',
    '<a></a>',
    '<a> </a>',
    '<a>\n</a>',
    '<a>text</a>',
    '<a>  spaced text  </a>',
    '<a>\n  line one\n  line two\n</a>',
    '<a><b/><c></c><d>x</d></a>',
    '<a>\n  <b>1</b>\n  text\n  <c>2</c>\n</a>',
    '<a> lead <b>bold</b> tail </a>',
    '<a><![CDATA[x]]></a>',
    '<a>before<![CDATA[x]]>after</a>',
    '<a><b><![CDATA[x]]></b><!-- c --></a>',
    '<?xml version="1.0"?>\n<!-- c -->\n<root>\n\t<x y="1"   z = \'2\'>v</x>\n</root>\n<!-- end -->',
    '<r><?pi some data ?><s/></r>',
    '<r xml:space="preserve"><a>  <b/>  </a></r>',
    '<r>\r\n  <a>x</a>\r\n</r>',
    '<ns:r xmlns:ns="urn:x"><ns:a ns:b="c">d</ns:a></ns:r>',
    '<a>1 &lt; 2 &amp;&amp; 3 &#62; 2 &#x41;</a>',
    '<root><empty/><nested><deep><deeper>value</deeper></deep></nested></root>',
  ];
  const layouts = [
    { collapseContent: true, indentSize: 2 },
    { collapseContent: false, indentSize: 4 },
    { collapseContent: true, indentSize: 0 },
    { collapseContent: false, indentSize: 1 },
  ];
  it.each(documents.flatMap((xml) => layouts.map((layout) => ({ xml, ...layout }))))(
    '$xml (collapse $collapseContent, indent $indentSize)',
    ({ xml, collapseContent, indentSize }) => {
      const expected = referenceFormat(xml.trim(), {
        indentation: ' '.repeat(indentSize),
        collapseContent,
        lineSeparator: '\n',
      });
      expect(output(xml, { collapseContent, indentSize })).toBe(expected);
    },
  );

  it.each(documents)('minifies %j as xml-formatter.minify does', (xml) => {
    for (const collapseContent of [true, false]) {
      expect(output(xml, { minify: true, collapseContent })).toBe(
        referenceFormat.minify(xml.trim(), { collapseContent }),
      );
    }
  });
});

describe('formatXml — empty and invalid input', () => {
  it.each(['', '   ', '\n\t'])('gives empty output and no error for %j', (xml) => {
    expect(format(xml)).toEqual({ ok: true, value: '' });
  });

  it.each([
    { xml: 'hello', reason: 'Line 1, column 1: text before the root element' },
    { xml: '<a/><b/>', reason: 'Line 1, column 5: a document has only one root element' },
    { xml: '<a>', reason: 'Line 1, column 1: <a> is not closed' },
    { xml: '<a>\n  <b></a>', reason: 'Line 2, column 6: closing tag </a> does not match <b>' },
    { xml: '<a x=1/>', reason: 'Line 1, column 6: the value of attribute "x" must be quoted' },
    { xml: '<a x="1" x="2"/>', reason: 'Line 1, column 10: attribute "x" is repeated' },
    { xml: '<a>&nbsp;</a>', reason: 'Line 1, column 4: undefined entity &nbsp;' },
    { xml: '<a>AT&T</a>', reason: 'Line 1, column 6: "&" must start a reference such as &amp;' },
    { xml: '<a><!-- open</a>', reason: 'Line 1, column 4: comment is not closed with "-->"' },
    { xml: '<a/>text', reason: 'Line 1, column 5: text after the root element' },
    { xml: '<a/><?xml version="1.0"?>', reason: 'Line 1, column 5: the XML declaration is allowed only at the start' },
    { xml: '<!-- only a comment -->', reason: 'Line 1, column 24: the document has no root element' },
  ])('refuses $xml: $reason', ({ xml, reason }) => {
    expect(errorInEnglish(format(xml), words)).toBe(`Provided XML is not valid. ${reason}`);
  });

  it('does not throw on hostile input', () => {
    const bomb = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;&lol2;</lolz>';
    for (const xml of ['\uD800', '\0\u0001', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', bomb]) {
      expect(() => format(xml)).not.toThrow();
    }
    expect(output(bomb)).toBe(bomb.replace('><lolz>', '>\n<lolz>'));
  });

  it('formats 100,000 nested elements without exhausting the stack', () => {
    const depth = 100_000;
    const result = format('<a>'.repeat(depth) + '</a>'.repeat(depth), { indentSize: 0 });
    // The innermost element is empty: `<a></a>` on one line.
    expect(result.ok && result.value.split('\n')).toHaveLength(2 * depth - 1);
    // About 2 s alone; a machine busy with other work takes longer than the 5 s default.
  }, 20_000);
});

describe('formatXml — the reason in another language', () => {
  const refusal = (xml: string) => {
    const result = format(xml);
    if (result.ok) throw new Error(`${xml} was formatted`);
    return result.error;
  };

  it('words where and why in the catalogue of the language', () => {
    expect(inLanguage('de', refusal('<a>\n  <b></a>'), words, de)).toBe(
      'Das angegebene XML ist ungültig. Zeile 2, Spalte 6: schließendes Tag </a> passt nicht zu <b>',
    );
    expect(inLanguage('zh', refusal('<a x="1" x="2"/>'), words, zh)).toBe(
      '提供的 XML 无效。第 1 行，第 10 列：属性 "x" 重复',
    );
  });
});
