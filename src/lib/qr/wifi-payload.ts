// The `WIFI:` text phone cameras read to join a network: `WIFI:S:<ssid>;T:<type>;P:<password>;;`,
// fields separated by `;`, each `<key>:<value>`, with `\ ; , " :` escaped by a backslash.

/** `text` with the characters the format reserves escaped by a backslash. */
export function escapeWifiValue(text: string): string {
  return text.replace(/[\\;,":]/g, '\\$&');
}

/** The payload of `fields`, given as key and raw value, in order; values are escaped here. */
export function formatWifiPayload(fields: readonly (readonly [key: string, value: string])[]): string {
  return `WIFI:${fields.map(([key, value]) => `${key}:${escapeWifiValue(value)};`).join('')};`;
}

/**
 * The fields of a `WIFI:` text, keys upper-cased, escapes removed, in any order (the first of a
 * repeated key wins); undefined when the text is not one.
 */
export function parseWifiPayload(text: string): ReadonlyMap<string, string> | undefined {
  if (!/^WIFI:/i.test(text)) return undefined;
  const fields = new Map<string, string>();
  let key: string | undefined;
  let current = '';
  const endField = () => {
    if (key !== undefined && !fields.has(key.toUpperCase())) fields.set(key.toUpperCase(), current);
    key = undefined;
    current = '';
  };
  for (let i = 'WIFI:'.length; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) current += text[++i];
    else if (char === ':' && key === undefined) {
      key = current;
      current = '';
    } else if (char === ';') endField();
    else current += char;
  }
  endField();
  return fields;
}
