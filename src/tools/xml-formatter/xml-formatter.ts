import { messagesTranslator } from '../../i18n/translate';
import { libraryText } from '../../lib/library-text';
import { fail } from '../../lib/operation/message';
import { textToText } from '../../lib/operation/text-to-text';
import words from './locales/en.json';
import { parseXml, XmlSyntaxError } from './parse-xml';
import { writeXml } from './write-xml';

export interface XmlFormatterOptions {
  collapseContent: boolean;
  indentSize: number;
  /** The whole document on one line, nothing added between tags. */
  minify: boolean;
}

const english = messagesTranslator(words);

export const defaultXml = '<hello><world>foo</world><world>bar</world></hello>';
export const minIndentSize = 0;
export const maxIndentSize = 10;
export const defaultXmlFormatterOptions: XmlFormatterOptions = { collapseContent: true, indentSize: 2, minify: false };

/**
 * The XML indented by `indentSize` spaces per level, one element per line, or on one line when
 * `minify`. Text that is not well-formed XML is refused as "Provided XML is not valid." followed by
 * where and why.
 */
export const formatXml = textToText((xml: string, { collapseContent, indentSize, minify }: XmlFormatterOptions) => {
  let document;
  try {
    document = parseXml(xml.trim());
  } catch (error) {
    // The reason in English as `detail` (as the command line shows it), its key for the page in another language.
    if (error instanceof XmlSyntaxError)
      fail('errors.invalid', libraryText(english(error.reason.code, error.reason.values), error.reason));
    throw error;
  }
  const indentation = minify
    ? ''
    : ' '.repeat(Math.min(maxIndentSize, Math.max(minIndentSize, Math.trunc(indentSize) || 0)));
  return writeXml(document, { indentation, lineSeparator: minify ? '' : '\n', collapseContent });
});
