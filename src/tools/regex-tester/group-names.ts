/**
 * The pattern with every named group `(?<name>…)` opened with `opening` instead (non-capturing by
 * default), for parsers that do not know names (randexp's, the diagram's). Escapes and character
 * sets are left as they are, as are lookbehinds `(?<=` and `(?<!`.
 */
export function withoutGroupNames(pattern: string, opening = '(?:'): string {
  let out = '';
  let inSet = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === '\\') {
      out += pattern.slice(at, at + 2);
      at++;
    } else if (inSet) {
      inSet = char !== ']';
      out += char;
    } else if (char === '[') {
      inSet = true;
      out += char;
    } else if (pattern.startsWith('(?<', at) && !/^[=!]/.test(pattern[at + 3] ?? '')) {
      const close = pattern.indexOf('>', at + 3);
      if (close === -1) return out + pattern.slice(at);
      out += opening;
      at = close;
    } else {
      out += char;
    }
  }
  return out;
}
