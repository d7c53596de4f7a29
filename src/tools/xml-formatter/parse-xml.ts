import { message, type Message } from '../../lib/operation/message';
import type { XmlDocument, XmlNode } from './xml-tree';

/**
 * Text that is not well-formed XML: what is wrong as a message of the catalogue (errors.syntax.*,
 * "Line 2, column 6: closing tag </a> does not match <b>"), with where (1-based line and column).
 */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
  constructor(
    readonly reason: Message,
    readonly line: number,
    readonly column: number,
  ) {
    super(reason.code);
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

  /** Ends the reading with the kind of problem (errors.syntax.<kind>) and its values, at `offset`. */
  const fail = (kind: string, values: Record<string, string> = {}, offset = at): never => {
    let line = 1;
    let lineStart = 0;
    for (let index = xml.indexOf('\n'); index !== -1 && index < offset; index = xml.indexOf('\n', index + 1)) {
      line++;
      lineStart = index + 1;
    }
    const column = offset - lineStart + 1;
    throw new XmlSyntaxError(message(`errors.syntax.${kind}`, { ...values, line, column }), line, column);
  };
  const matchAt = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    const match = pattern.exec(xml);
    if (!match) return undefined;
    at += match[0].length;
    return match[0];
  };
  const skipSpace = () => matchAt(spacePattern);
  /** `kind`: the error when there is no name (expectedElementName…). */
  const readName = (kind: string) => matchAt(namePattern) ?? fail(kind);
  /** The text up to `end`, skipped with it; `from`: where what it closes began, for the error (`kind`). */
  const upTo = (end: string, kind: string, from: number, values: Record<string, string> = {}) => {
    const index = xml.indexOf(end, at);
    if (index === -1) fail(kind, values, from);
    const content = xml.slice(at, index);
    at = index + end.length;
    return content;
  };
  const checkReferences = (text: string, offset: number) => {
    for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
      entityPattern.lastIndex = index;
      const reference = entityPattern.exec(text)?.[0];
      if (!reference) fail('badAmpersand', {}, offset + index);
      else if (!reference.startsWith('&#') && !hasDoctype && !predefinedEntities.has(reference))
        fail('undefinedEntity', { entity: reference }, offset + index);
    }
  };

  const readInstruction = (): Extract<XmlNode, { type: 'instruction' }> => {
    const start = at;
    at += 2;
    const name = readName('expectedInstructionName');
    if (name.toLowerCase() === 'xml' && start !== 0) fail('declarationNotFirst', {}, start);
    const content = upTo('?>', 'instructionNotClosed', start);
    return { type: 'instruction', name, content: content.trim() };
  };
  const readComment = (): XmlNode => {
    const start = at;
    at += 4;
    upTo('-->', 'commentNotClosed', start);
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
      upTo(']', 'doctypeSubsetNotClosed', bracket);
    }
    upTo('>', 'doctypeNotClosed', start);
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
      if (!hadSpace) fail('spaceBeforeAttribute');
      const nameAt = at;
      const name = readName('expectedAttributeName');
      if (seen.has(name)) fail('attributeRepeated', { name }, nameAt);
      seen.add(name);
      skipSpace();
      if (xml[at] !== '=') fail('attributeWithoutValue', { name });
      at++;
      skipSpace();
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") fail('attributeNotQuoted', { name });
      at++;
      const valueAt = at;
      const value = upTo(quote, 'attributeValueNotClosed', valueAt - 1, { name, quote });
      const lt = value.indexOf('<');
      if (lt !== -1) fail('ltInAttribute', {}, valueAt + lt);
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
      if (parent) fail('elementNotClosed', { name: parent.node.name }, parent.nameAt);
      if (!rootSeen) fail('noRoot');
      return document;
    }
    if (xml[at] !== '<') {
      const textAt = at;
      const text = matchAt(textPattern) as string;
      if (!parent) fail(rootSeen ? 'textAfterRoot' : 'textBeforeRoot', {}, textAt);
      checkReferences(text, textAt);
      siblings.push({ type: 'text', content: text });
    } else if (xml.startsWith('<!--', at)) {
      siblings.push(readComment());
    } else if (xml.startsWith('<![CDATA[', at)) {
      if (!parent) fail('cdataOutsideRoot');
      const start = at;
      at += 9;
      upTo(']]>', 'cdataNotClosed', start);
      siblings.push({ type: 'cdata', content: xml.slice(start, at) });
    } else if (xml.startsWith('<?', at)) {
      siblings.push(readInstruction());
    } else if (xml.startsWith('<!DOCTYPE', at)) {
      if (parent || rootSeen || hasDoctype) fail('doctypeMisplaced');
      siblings.push(readDoctype());
    } else if (xml.startsWith('</', at)) {
      const closeAt = at;
      at += 2;
      const name = readName('expectedClosingTagName');
      skipSpace();
      if (xml[at] !== '>') fail('closingTagNotClosed', { name });
      at++;
      if (!parent) fail('unexpectedClosingTag', { name }, closeAt);
      else if (parent.node.name !== name) fail('mismatchedClosingTag', { name, open: parent.node.name }, closeAt);
      open.pop();
    } else {
      const tagAt = at;
      at++;
      if (!parent && rootSeen) fail('secondRoot', {}, tagAt);
      const name = readName('expectedElementName');
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
        fail('tagNotClosed', { name });
      }
      if (!parent) rootSeen = true;
    }
  }
}
