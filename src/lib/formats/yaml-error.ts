import { YAMLError, type ErrorCode } from 'yaml';
import { libraryText } from '../library-text';
import { message, type Message } from '../operation/message';
import { firstLine } from '../text-lines';

/** The yaml package's error codes, each with the key of its words (common.parser.yaml.*). */
export const yamlCodeWords: Partial<Record<ErrorCode, string>> = {
  ALIAS_PROPS: 'aliasProps',
  BAD_ALIAS: 'badAlias',
  BAD_COLLECTION_TYPE: 'badCollectionType',
  BAD_DIRECTIVE: 'badDirective',
  BAD_DQ_ESCAPE: 'badEscape',
  BAD_INDENT: 'badIndent',
  BAD_PROP_ORDER: 'badPropOrder',
  BAD_SCALAR_START: 'badScalarStart',
  BLOCK_AS_IMPLICIT_KEY: 'blockAsImplicitKey',
  BLOCK_IN_FLOW: 'blockInFlow',
  DUPLICATE_KEY: 'duplicateKey',
  KEY_OVER_1024_CHARS: 'keyTooLong',
  MISSING_CHAR: 'missingChar',
  MULTILINE_IMPLICIT_KEY: 'multilineImplicitKey',
  MULTIPLE_ANCHORS: 'multipleAnchors',
  MULTIPLE_DOCS: 'multipleDocs',
  MULTIPLE_TAGS: 'multipleTags',
  NON_STRING_KEY: 'nonStringKey',
  RESOURCE_EXHAUSTION: 'resourceExhaustion',
  TAB_AS_INDENT: 'tabAsIndent',
  TAG_RESOLVE_FAILED: 'tagResolveFailed',
  UNEXPECTED_TOKEN: 'unexpectedToken',
};

/**
 * The kind of a yaml error, in the catalogue's words: its code's words with the line and column
 * (the shared "syntax error at …" for a code without words of its own); the two errors the
 * package throws without a code (an alias before its anchor, too many aliases); undefined for
 * anything else.
 */
export function yamlErrorKind(error: unknown): Message | undefined {
  if (error instanceof YAMLError) {
    const [start] = error.linePos ?? [];
    if (!start) return undefined;
    const words = yamlCodeWords[error.code];
    const position = { line: start.line, column: start.col };
    return message(words ? `common.parser.yaml.${words}` : 'common.parser.syntaxAt', position);
  }
  if (!(error instanceof Error)) return undefined;
  const alias = /^Unresolved alias \(the anchor must be set before the alias\): (.+)$/.exec(error.message);
  if (alias) return message('common.parser.yaml.unresolvedAlias', { name: alias[1] });
  if (error.message.startsWith('Excessive alias count')) return message('common.parser.yaml.aliasLimit');
  return undefined;
}

/**
 * A yaml error as message values (see libraryText): the package's first line, which says what and
 * where ("… at line 2, column 1"), and its kind in the catalogue's words.
 */
export function yamlErrorText(error: unknown): Record<string, string | number> {
  const text = error instanceof Error ? firstLine(error.message).replace(/:$/, '') : String(error);
  return libraryText(text, yamlErrorKind(error));
}
