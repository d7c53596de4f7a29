import type { XmlDocument, XmlNode } from './xml-tree';

/** Text that is not well-formed XML, with where the problem is (1-based line and column). */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Line ${line}, column ${column}: ${reason}`);
  }
}

const nameStart =
  'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
// Combining marks first: after another character the linter would read them as one combined character.
const nameChar = `\\u0300-\\u036F${nameStart}\\-.0-9\\u00B7\\u203F-\\u2040`;
// Sticky: each matches exactly at lastIndex, so scanning stays linear in the document's length.
const namePattern = new RegExp(`[${nameStart}][${nameChar}]*`, 'uy');
const spacePattern = /[ \t\r\n]*/y;
const textPattern = /[^<]+/y;
const entityPattern = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_:][\w.\-:]*);/y;
const predefinedEntities = new Set(['&lt;', '&gt;', '&amp;', '&quot;', '&apos;']);

/**
 * Reads a whole document strictly: one root element, tags closed and nested, attribute values
 * quoted and unique, references well formed (named ones declared, when no DOCTYPE could declare
 * them), comments, CDATA and instructions closed, nothing but markup outside the root. Anything
 * else throws an XmlSyntaxError. Works without recursion, so deep nesting cannot exhaust the stack.
 */
export function parseXml(xml: string): XmlDocument {
  let at = 0;
  let hasDoctype = false;

  const fail = (reason: string, offset = at): never => {
    let line = 1;
    let lineStart = 0;
    for (let index = xml.indexOf('\n'); index !== -1 && index < offset; index = xml.indexOf('\n', index + 1)) {
      line++;
      lineStart = index + 1;
    }
    throw new XmlSyntaxError(reason, line, offset - lineStart + 1);
  };
  const matchAt = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    const match = pattern.exec(xml);
    if (!match) return undefined;
    at += match[0].length;
    return match[0];
  };
  const skipSpace = () => matchAt(spacePattern);
  const readName = (what: string) => matchAt(namePattern) ?? fail(`expected ${what} name`);
  /** The text up to `end`, skipped with it; `from`: where what it closes began, for the error. */
  const upTo = (end: string, what: string, from: number) => {
    const index = xml.indexOf(end, at);
    if (index === -1) fail(`${what} is not closed with "${end}"`, from);
    const content = xml.slice(at, index);
    at = index + end.length;
    return content;
  };
  const checkReferences = (text: string, offset: number) => {
    for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
      entityPattern.lastIndex = index;
      const reference = entityPattern.exec(text)?.[0];
      if (!reference) fail('"&" must start a reference such as &amp;', offset + index);
      else if (!reference.startsWith('&#') && !hasDoctype && !predefinedEntities.has(reference))
        fail(`undefined entity ${reference}`, offset + index);
    }
  };

  const readInstruction = (): Extract<XmlNode, { type: 'instruction' }> => {
    const start = at;
    at += 2;
    const name = readName('processing instruction');
    if (name.toLowerCase() === 'xml' && start !== 0) fail('the XML declaration is allowed only at the start', start);
    const content = upTo('?>', 'processing instruction', start);
    return { type: 'instruction', name, content: content.trim() };
  };
  const readComment = (): XmlNode => {
    const start = at;
    at += 4;
    upTo('-->', 'comment', start);
    return { type: 'markup', content: xml.slice(start, at) };
  };
  const readDoctype = (): XmlNode => {
    const start = at;
    at += 9;
    // An internal subset ([…]) may hold ">" in its declarations: skip it whole.
    const gt = xml.indexOf('>', at);
    const bracket = xml.indexOf('[', at);
    if (bracket !== -1 && (gt === -1 || bracket < gt)) {
      at = bracket + 1;
      upTo(']', 'DOCTYPE internal subset', bracket);
    }
    upTo('>', 'DOCTYPE', start);
    hasDoctype = true;
    return { type: 'markup', content: xml.slice(start, at) };
  };
  const readAttributes = (): [string, string][] => {
    const attributes: [string, string][] = [];
    const seen = new Set<string>();
    for (;;) {
      const hadSpace = (skipSpace() ?? '').length > 0;
      const next = xml[at];
      if (next === '>' || next === '/' || next === undefined) return attributes;
      if (!hadSpace) fail('expected a space before the attribute');
      const nameAt = at;
      const name = readName('attribute');
      if (seen.has(name)) fail(`attribute "${name}" is repeated`, nameAt);
      seen.add(name);
      skipSpace();
      if (xml[at] !== '=') fail(`attribute "${name}" has no value`);
      at++;
      skipSpace();
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") fail(`the value of attribute "${name}" must be quoted`);
      at++;
      const valueAt = at;
      const value = upTo(quote, `the value of attribute "${name}"`, valueAt - 1);
      const lt = value.indexOf('<');
      if (lt !== -1) fail('"<" is not allowed in an attribute value', valueAt + lt);
      checkReferences(value, valueAt);
      attributes.push([name, value]);
    }
  };

  const document: XmlDocument = { declaration: undefined, children: [] };
  if (xml.startsWith('<?')) {
    const first = readInstruction();
    document.declaration = first;
  }

  type Open = { node: Extract<XmlNode, { type: 'element' }>; nameAt: number };
  const open: Open[] = [];
  let rootSeen = false;

  for (;;) {
    const parent = open.at(-1);
    const siblings = parent ? (parent.node.children as XmlNode[]) : document.children;
    if (!parent) skipSpace();
    if (at >= xml.length) {
      if (parent) fail(`<${parent.node.name}> is not closed`, parent.nameAt);
      if (!rootSeen) fail('the document has no root element');
      return document;
    }
    if (xml[at] !== '<') {
      const textAt = at;
      const text = matchAt(textPattern) as string;
      if (!parent) fail(rootSeen ? 'text after the root element' : 'text before the root element', textAt);
      checkReferences(text, textAt);
      siblings.push({ type: 'text', content: text });
    } else if (xml.startsWith('<!--', at)) {
      siblings.push(readComment());
    } else if (xml.startsWith('<![CDATA[', at)) {
      if (!parent) fail('CDATA outside the root element');
      const start = at;
      at += 9;
      upTo(']]>', 'CDATA section', start);
      siblings.push({ type: 'cdata', content: xml.slice(start, at) });
    } else if (xml.startsWith('<?', at)) {
      siblings.push(readInstruction());
    } else if (xml.startsWith('<!DOCTYPE', at)) {
      if (parent || rootSeen || hasDoctype) fail('a DOCTYPE is allowed only once, before the root element');
      siblings.push(readDoctype());
    } else if (xml.startsWith('</', at)) {
      const closeAt = at;
      at += 2;
      const name = readName('closing tag');
      skipSpace();
      if (xml[at] !== '>') fail(`closing tag </${name}> is not closed with ">"`);
      at++;
      if (!parent) fail(`unexpected closing tag </${name}>`, closeAt);
      else if (parent.node.name !== name) fail(`closing tag </${name}> does not match <${parent.node.name}>`, closeAt);
      open.pop();
    } else {
      const tagAt = at;
      at++;
      if (!parent && rootSeen) fail('a document has only one root element', tagAt);
      const name = readName('element');
      const attributes = readAttributes();
      if (xml.startsWith('/>', at)) {
        at += 2;
        siblings.push({ type: 'element', name, attributes, children: null });
      } else if (xml[at] === '>') {
        at++;
        const node: Extract<XmlNode, { type: 'element' }> = { type: 'element', name, attributes, children: [] };
        siblings.push(node);
        open.push({ node, nameAt: tagAt });
      } else {
        fail(`tag <${name}> is not closed with ">"`);
      }
      if (!parent) rootSeen = true;
    }
  }
}
