import { XMLValidator } from 'fast-xml-parser';
import { xml2js } from 'xml-js';
import { fail } from '../operation/message';
import { findContentOutsideRoot } from './xml-root';

const invalidXml = (reason: string, line: number, column?: number): never =>
  column === undefined
    ? fail('common.errors.invalidXmlAtLine', { reason, line })
    : fail('common.errors.invalidXmlAt', { reason, line, column });

/** sax (inside xml-js) ends its messages with `\nLine: <0-based>\nColumn: <1-based>\nChar: <c>`. */
function fromSaxError(message: string): never {
  const [reason] = message.split('\n', 1);
  const line = /\nLine: (\d+)/.exec(message);
  const column = /\nColumn: (\d+)/.exec(message);
  if (!line || !column) return fail('common.errors.invalidXml', { reason });
  return invalidXml(reason, Number(line[1]) + 1, Number(column[1]));
}

/**
 * Reads XML into xml-js's compact form: an element is a key named after its tag (an array for
 * repeated siblings), with `_attributes`, `_text`, `_cdata`, `_comment`, `_declaration`,
 * `_instruction` and `_doctype` for the rest. Entities are decoded, values stay strings and
 * whitespace between elements is dropped. Text that is not well-formed XML (one root, tags closed
 * and nested, attribute values quoted) is refused as "Invalid XML: <reason> (line L, column C)".
 */
export function readXml(text: string): unknown {
  const xml = text.replace(/^\uFEFF/, '');
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true) invalidXml(verdict.err.msg, verdict.err.line, verdict.err.col);
  const outside = findContentOutsideRoot(xml);
  if (outside) invalidXml(outside.message, outside.line, outside.column);
  try {
    return xml2js(xml, { compact: true });
  } catch (error) {
    // What the validator lets through and sax refuses, such as an undeclared entity (`&foo;`).
    return fromSaxError(error instanceof Error ? error.message : String(error));
  }
}
