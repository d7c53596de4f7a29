import type { XmlDocument, XmlNode } from './xml-tree';

export interface XmlLayout {
  /** Put before each line once per level ('' for none). */
  indentation: string;
  /** Between lines; '' writes the whole document on one line, as written between tags. */
  lineSeparator: string;
  /** An element whose content is text stays on one line. */
  collapseContent: boolean;
}

type Element = Extract<XmlNode, { type: 'element' }>;
type Task =
  | { kind: 'node'; node: XmlNode; level: number; preserve: boolean }
  | { kind: 'close'; name: string; level: number; newLine: boolean };

/**
 * An element's children as they are laid out, and whether its content stays as written: text
 * alone (or text and elements on one line) collapses when `collapseContent` is on; text with line
 * breaks is trimmed, blank text at either end dropped.
 */
function collapsedChildren(children: XmlNode[]): { children: XmlNode[]; keepAsWritten: boolean } {
  let hasText = false;
  let hasTextWithBreaks = false;
  let hasMarkup = false;
  const last = children.length - 1;
  const laidOut = children.map((child, index): XmlNode => {
    if (child.type === 'cdata') hasText = true;
    if (child.type !== 'text') {
      if (child.type !== 'cdata') hasMarkup = true;
      return child;
    }
    let content = child.content;
    if (content.includes('\n')) {
      hasTextWithBreaks = true;
      content = content.trim();
    } else if ((index === 0 || index === last) && content.trim() === '') {
      content = '';
    }
    if (content.trim() !== '' || children.length === 1) hasText = true;
    return content === child.content ? child : { type: 'text', content };
  });
  return { children: laidOut, keepAsWritten: hasText && (!hasMarkup || !hasTextWithBreaks) };
}

/**
 * Writes a parsed document back with one element per line, indented by depth; the declaration,
 * comments, CDATA, doctype and attribute values as written (attribute values in double quotes).
 * Content under `xml:space="preserve"` is untouched. Uses its own stack, not recursion.
 */
export function writeXml(document: XmlDocument, { indentation, lineSeparator, collapseContent }: XmlLayout): string {
  const parts: string[] = [];
  let written = false;
  const write = (text: string) => {
    if (text === '') return;
    parts.push(text);
    written = true;
  };
  // One string per depth, made once: a large document starts hundreds of thousands of lines.
  const lineStarts: string[] = [];
  const newLine = (level: number) => {
    if (written) write((lineStarts[level] ??= lineSeparator + indentation.repeat(level)));
  };
  const writeContent = (content: string, level: number, preserve: boolean) => {
    let text = content;
    if (!preserve && (lineSeparator !== '' || text.trim() === '')) text = text.trim();
    if (text === '') return;
    if (!preserve) newLine(level);
    write(text);
  };
  const writeInstruction = (node: Extract<XmlNode, { type: 'instruction' }>, level: number) => {
    newLine(level);
    write(`<?${node.name} ${node.content}?>`);
  };
  const openElement = (node: Element, level: number, preserve: boolean, stack: Task[]) => {
    if (!preserve) newLine(level);
    write(`<${node.name}`);
    for (const [name, value] of node.attributes) write(` ${name}="${value.replaceAll('"', '&quot;')}"`);
    if (node.children === null) return write('/>');
    if (node.children.length === 0) return write(`></${node.name}>`);
    write('>');
    let keepAsWritten =
      preserve || node.attributes.some(([name, value]) => name === 'xml:space' && value === 'preserve');
    let children = node.children;
    if (!keepAsWritten && collapseContent) ({ children, keepAsWritten } = collapsedChildren(children));
    stack.push({ kind: 'close', name: node.name, level, newLine: !keepAsWritten });
    for (let index = children.length - 1; index >= 0; index--)
      stack.push({ kind: 'node', node: children[index], level: level + 1, preserve: keepAsWritten });
  };

  if (document.declaration) writeInstruction(document.declaration, 0);
  const stack: Task[] = document.children
    .map((node): Task => ({ kind: 'node', node, level: 0, preserve: false }))
    .reverse();
  for (let task = stack.pop(); task; task = stack.pop()) {
    if (task.kind === 'close') {
      if (task.newLine) newLine(task.level);
      write(`</${task.name}>`);
      continue;
    }
    const { node, level, preserve } = task;
    if (node.type === 'element') openElement(node, level, preserve, stack);
    else if (node.type === 'instruction') writeInstruction(node, level);
    else writeContent(node.content, level, preserve);
  }
  const xml = parts.join('');
  return lineSeparator === '' ? xml : xml.replace(/\r\n/g, '\n').replaceAll('\n', lineSeparator);
}
