// vCard and iCalendar texts: `NAME;PARAM=x:value` lines, long lines folded onto the next ones.

/** The value of each property (the first of each name, upper-cased, parameters dropped). */
export function contentLineValues(text: string): ReadonlyMap<string, string> {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const values = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(';')[0].trim().toUpperCase();
    if (!values.has(name)) values.set(name, line.slice(colon + 1));
  }
  return values;
}

/** A text value with its escapes (`\,` `\;` `\\` `\n`) read. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}
