import { positionAt } from './text-position';

export interface XmlProblem {
  /** As fast-xml-parser's validator words it. */
  message: string;
  /** Its words in the catalogue (common.parser.xml.*). */
  kind: 'multipleRoots' | 'textAfterRoot';
  line: number;
  column: number;
}

const isBlank = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** The index just past `terminator`, searched from `from`; the end of the text when it is missing. */
function skipPast(xml: string, from: number, terminator: string): number {
  const at = xml.indexOf(terminator, from);
  return at === -1 ? xml.length : at + terminator.length;
}

/** The index just past the `>` closing the tag that starts at `from`, quoted `>` skipped. */
function skipTag(xml: string, from: number): number {
  let quote: string | undefined;
  for (let index = from + 1; index < xml.length; index += 1) {
    const char = xml[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return xml.length;
}

/** The index just past a `<!DOCTYPE …>`, internal subset `[…]` included. */
function skipDoctype(xml: string, from: number): number {
  const bracket = xml.indexOf('[', from);
  const close = xml.indexOf('>', from);
  if (bracket !== -1 && bracket < close) return skipPast(xml, skipPast(xml, bracket, ']'), '>');
  return close === -1 ? xml.length : close + 1;
}

/**
 * What lies outside the root element of `xml`: a second root element or text after the root.
 * fast-xml-parser's validator misses both when the root is self-closing (`<a/><b/>`, `<a/>x`),
 * so this walks the top level of an otherwise valid document.
 */
export function findContentOutsideRoot(xml: string): XmlProblem | undefined {
  const problem = (kind: XmlProblem['kind'], index: number): XmlProblem => ({
    message: kind === 'multipleRoots' ? 'Multiple possible root nodes found.' : 'Extra text at the end',
    kind,
    ...positionAt(xml, index),
  });
  let depth = 0;
  let rootSeen = false;
  let index = 0;
  while (index < xml.length) {
    if (xml.startsWith('<!--', index)) index = skipPast(xml, index + 4, '-->');
    else if (xml.startsWith('<![CDATA[', index)) {
      if (depth === 0) return problem('textAfterRoot', index);
      index = skipPast(xml, index + 9, ']]>');
    } else if (xml.startsWith('<?', index)) index = skipPast(xml, index + 2, '?>');
    else if (xml.startsWith('<!', index)) index = skipDoctype(xml, index);
    else if (xml.startsWith('</', index)) {
      depth -= 1;
      index = skipTag(xml, index);
    } else if (xml[index] === '<') {
      if (depth === 0 && rootSeen) return problem('multipleRoots', index);
      const end = skipTag(xml, index);
      if (xml[end - 2] !== '/') depth += 1;
      rootSeen = true;
      index = end;
    } else {
      if (depth === 0 && !isBlank(xml[index])) return problem('textAfterRoot', index);
      const next = xml.indexOf('<', index);
      index = depth === 0 ? index + 1 : next === -1 ? xml.length : next;
    }
  }
  return undefined;
}
