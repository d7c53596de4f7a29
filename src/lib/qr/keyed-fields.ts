/**
 * The `KEY:value;KEY:value;;` fields of the texts phone cameras read (`WIFI:`, `MECARD:`,
 * `MATMSG:` after their prefix): keys upper-cased, backslash escapes removed, in any order, the
 * first of a repeated key winning.
 */
export function parseKeyedFields(body: string): ReadonlyMap<string, string> {
  const fields = new Map<string, string>();
  let key: string | undefined;
  let current = '';
  const endField = () => {
    if (key !== undefined && !fields.has(key.toUpperCase())) fields.set(key.toUpperCase(), current);
    key = undefined;
    current = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\' && i + 1 < body.length) current += body[++i];
    else if (char === ':' && key === undefined) {
      key = current;
      current = '';
    } else if (char === ';') endField();
    else current += char;
  }
  endField();
  return fields;
}
