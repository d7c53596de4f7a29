import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';

/**
 * V8's reasons a pattern is not a regex (the text after the last ": " of "Invalid regular
 * expression: /(/u: Unterminated group"), by the catalogue's words for them (errors.regex.*). The
 * engine gives no codes and no position; other engines word them otherwise and stay as they are.
 */
const reasonWords: Record<string, string> = {
  'unterminated group': 'unterminatedGroup',
  'nothing to repeat': 'nothingToRepeat',
  "unmatched ')'": 'unmatchedParenthesis',
  'invalid capture group name': 'invalidGroupName',
  'duplicate capture group name': 'duplicateGroupName',
  'unterminated character class': 'unterminatedClass',
  'invalid unicode escape': 'invalidUnicodeEscape',
  'invalid escape': 'invalidEscape',
  'invalid decimal escape': 'invalidEscape',
  'invalid class escape': 'invalidEscape',
  'numbers out of order in {} quantifier': 'quantifierOutOfOrder',
  'range out of order in character class': 'rangeOutOfOrder',
  'incomplete quantifier': 'invalidQuantifier',
  'invalid quantifier': 'invalidQuantifier',
  'lone quantifier brackets': 'loneQuantifierBrackets',
  'invalid named reference': 'invalidNamedReference',
  'invalid named capture referenced': 'invalidNamedReference',
  'invalid property name': 'invalidPropertyName',
  'invalid property name in character class': 'invalidPropertyName',
  '\\ at end of pattern': 'trailingBackslash',
  'invalid group': 'invalidGroup',
  'invalid character class': 'invalidCharacterClass',
  'invalid character in character class': 'invalidCharacterClass',
  'invalid class set operation': 'invalidCharacterClass',
  'regular expression too large': 'tooLarge',
  'too many captures': 'tooManyGroups',
};

/** The kind of the engine's error, in the catalogue's words; undefined where its words are not known. */
export function regexErrorKind(engineMessage: string): Message | undefined {
  const reason = engineMessage.slice(engineMessage.lastIndexOf(': ') + 2).toLowerCase();
  const words = reasonWords[reason];
  return words ? message(`errors.regex.${words}`) : undefined;
}

/** "Invalid regex: <the engine's message>" (the spec's words); in another language, the catalogue's for its kind. */
export function invalidRegex(error: unknown): Message {
  const text = error instanceof Error ? error.message : String(error);
  return message('errors.invalid', libraryText(text, regexErrorKind(text)));
}
