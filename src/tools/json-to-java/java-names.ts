import { capitalize, splitWords } from '../../lib/codegen/names';

/** Java's keywords and the literals and contextual words that cannot name a field. */
const reservedWords = new Set(
  [
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends',
    'final finally float for goto if implements import instanceof int interface long native new package private',
    'protected public return short static strictfp super switch synchronized this throw throws transient try',
    'void volatile while var record yield true false null',
  ]
    .join(' ')
    .split(' '),
);

const titleCase = (word: string) => capitalize(word.toLowerCase());
const withDigitGuard = (name: string) => (/^\d/.test(name) ? `_${name}` : name);

/**
 * A Java field name for a JSON key: camelCase of its words (`full_name` → fullName, `userID` →
 * userId), `_` before a leading digit, `_` after a reserved word (`class` → class_), `field` when
 * the key has no letter or digit.
 */
export function javaFieldName(key: string): string {
  const [first, ...rest] = splitWords(key);
  if (first === undefined) return 'field';
  const name = withDigitGuard(first.toLowerCase() + rest.map(titleCase).join(''));
  return reservedWords.has(name) ? `${name}_` : name;
}

/** The package clause's name: dotted identifiers, other characters made `_`; empty for none. */
export function javaPackageName(text: string): string {
  return text
    .trim()
    .split('.')
    .filter((part) => part !== '')
    .map((part) => withDigitGuard(part.replace(/[^A-Za-z0-9_]/g, '_')))
    .join('.');
}

/** `get`, `is` or `set` and the field's name, capitalised: `getFullName`, `setClass_`. */
export function accessorName(prefix: 'get' | 'is' | 'set', fieldName: string): string {
  return prefix + capitalize(fieldName);
}
