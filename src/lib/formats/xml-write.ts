import js2xml from 'xml-js/lib/js2xml';
import { fail } from '../operation/message';

// Only xml-js's writer: its package entry also brings the reader and sax, which writing never needs.

const nonElementKeys = new Set([
  '_attributes',
  '_text',
  '_cdata',
  '_comment',
  '_declaration',
  '_instruction',
  '_doctype',
]);

// An XML name as people write them: a letter or `_`, then letters, digits, `.`, `_`, `:` or `-`.
const xmlName = /^[\p{L}_][\p{L}\p{M}\p{Nd}._:-]*$/u;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// xml-js turns every `&amp;` in a text back into `&` before escaping it, so a text that really
// contains `&amp;` would lose it. Doubling each `&` first makes that step give the text back intact.
const protectAmpersands = (value: unknown) => (typeof value === 'string' ? value.replaceAll('&', '&amp;') : value);

// xml-js escapes only `"` in attribute values (after this runs).
const escapeAttribute = (value: unknown) =>
  typeof value === 'string' ? value.replaceAll('&', '&amp;').replaceAll('<', '&lt;') : value;

function checkAttributes(attributes: unknown): void {
  if (attributes === null) return;
  if (!isPlainObject(attributes)) {
    fail('common.errors.xmlAttributesNotObject');
  }
  for (const name of Object.keys(attributes)) {
    if (!xmlName.test(name)) fail('common.errors.xmlBadAttributeName', { name });
  }
}

/** The content of an element (or of the document), names checked and texts protected for xml-js. */
function prepareContent(content: object): Record<string, unknown> {
  const prepared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    if (key === '_attributes') checkAttributes(value);
    if (key === '_text') {
      prepared[key] = Array.isArray(value) ? value.map(protectAmpersands) : protectAmpersands(value);
    } else if (nonElementKeys.has(key)) {
      prepared[key] = value;
    } else {
      if (!xmlName.test(key)) fail('common.errors.xmlBadElementName', { name: key });
      prepared[key] = Array.isArray(value) ? value.map(prepareElement) : prepareElement(value);
    }
  }
  return prepared;
}

function prepareElement(element: unknown): unknown {
  if (typeof element === 'object' && element !== null) return prepareContent(element);
  return protectAmpersands(element);
}

/** How many elements a document's keys give at the top level (an array gives one per item). */
function countRootElements(document: Record<string, unknown>): number {
  return Object.entries(document)
    .filter(([key]) => !nonElementKeys.has(key))
    .reduce((count, [, value]) => count + (Array.isArray(value) ? value.length : 1), 0);
}

export interface WrittenXml {
  xml: string;
  rootElements: number;
}

/**
 * Writes xml-js's compact form (see readXml) as XML, indented by `spaces` (0: one line). The
 * value must be an object whose element keys are XML names; texts and attribute values are
 * escaped, and an element with nothing inside is self-closing.
 */
export function writeXml(value: unknown, spaces: number): WrittenXml {
  if (!isPlainObject(value)) {
    fail('common.errors.xmlTopLevel');
  }
  const document = prepareContent(value);
  const xml = js2xml(document, {
    compact: true,
    spaces,
    attributesFn: (attributes: unknown) =>
      isPlainObject(attributes)
        ? Object.fromEntries(Object.entries(attributes).map(([name, text]) => [name, escapeAttribute(text)]))
        : {},
    // A CDATA section cannot hold `]]>`: split it there, every time (xml-js splits only the first).
    cdataFn: (cdata: unknown) => String(cdata).replaceAll(']]>', ']]]]><![CDATA[>'),
  });
  return { xml, rootElements: countRootElements(document) };
}
