import { XMLValidator } from 'fast-xml-parser';
import { xml2js } from 'xml-js';
import { libraryText } from '../library-text';
import { fail, message, type Message } from '../operation/message';
import { findContentOutsideRoot } from './xml-root';

/** fast-xml-parser's validator's error codes, each with the key of its words (common.parser.xml.*). */
const validatorCodeWords: Record<string, string> = {
  InvalidTag: 'invalidTag',
  InvalidAttr: 'invalidAttribute',
  InvalidChar: 'invalidCharacter',
  InvalidXml: 'invalidStructure',
};

/** "Invalid XML: <reason> (line L[, column C])", the reason worded by the catalogue in another language (`kind`). */
const invalidXml = (reason: string, kind: Message, line: number, column?: number): never =>
  column === undefined
    ? fail('common.errors.invalidXmlAtLine', { ...libraryText(reason, kind, 'reason'), line })
    : fail('common.errors.invalidXmlAt', { ...libraryText(reason, kind, 'reason'), line, column });

/** sax (inside xml-js) ends its messages with `\nLine: <0-based>\nColumn: <1-based>\nChar: <c>`; it gives no codes. */
function fromSaxError(text: string): never {
  const [reason] = text.split('\n', 1);
  const line = /\nLine: (\d+)/.exec(text);
  const column = /\nColumn: (\d+)/.exec(text);
  if (!line || !column) return fail('common.errors.invalidXml', libraryText(reason, undefined, 'reason'));
  return invalidXml(reason, message('common.parser.syntax'), Number(line[1]) + 1, Number(column[1]));
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
  if (verdict !== true) {
    const { code, msg, line, col } = verdict.err;
    const words = validatorCodeWords[code];
    invalidXml(msg, message(words ? `common.parser.xml.${words}` : 'common.parser.syntax'), line, col);
  }
  const outside = findContentOutsideRoot(xml);
  if (outside) invalidXml(outside.message, message(`common.parser.xml.${outside.kind}`), outside.line, outside.column);
  try {
    return xml2js(xml, { compact: true });
  } catch (error) {
    // What the validator lets through and sax refuses, such as an undeclared entity (`&foo;`).
    return fromSaxError(error instanceof Error ? error.message : String(error));
  }
}
