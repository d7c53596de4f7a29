/**
 * Helpers for naming generated code after JSON keys, shared by the code generators.
 */

/**
 * The words of a key: split on every character that is not an ASCII letter or digit, and on
 * camelCase boundaries (`userID` → user, ID; `HTTPServer` → HTTP, Server; `utf8` stays whole).
 */
export function splitWords(key: string): string[] {
  return key
    .split(/[^A-Za-z0-9]+/)
    .flatMap((chunk) => chunk.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter((word) => word !== '');
}

/** The first letter in upper case, the rest as it is. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A type or class name for a key or a typed name: its words, each capitalised and the rest in
 * lower case (`user_profile` → UserProfile, `HTTPServer` → HttpServer), `_` before a leading
 * digit; undefined when it has no letter or digit.
 */
export function pascalCaseName(text: string): string | undefined {
  const name = splitWords(text)
    .map((word) => capitalize(word.toLowerCase()))
    .join('');
  if (name === '') return undefined;
  return /^\d/.test(name) ? `_${name}` : name;
}

/**
 * The singular of an English plural, for the type of an array's elements: -ies → -y;
 * -ses, -xes, -zes, -ches, -shes drop -es; any other -s (but -ss) drops -s.
 */
export function singularize(name: string): string {
  const lower = name.toLowerCase();
  if (lower.length > 3 && lower.endsWith('ies')) return name.slice(0, -3) + (name.endsWith('IES') ? 'Y' : 'y');
  if (/(s|x|z|ch|sh)es$/.test(lower) && lower.length > 3) return name.slice(0, -2);
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > 1) return name.slice(0, -1);
  return name;
}

/** `base`, or `base2`, `base3`… : the first that `isFree` accepts. */
export function numberedName(base: string, isFree: (name: string) => boolean): string {
  if (isFree(base)) return base;
  for (let n = 2; ; n++) if (isFree(`${base}${n}`)) return `${base}${n}`;
}
