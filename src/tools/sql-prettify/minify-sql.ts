// Quoted strings and identifiers, dollar-quoted bodies, comments, runs of whitespace, other text.
const token =
  /('(?:[^']|'')*'?|"(?:[^"]|"")*"?|`(?:[^`]|``)*`?|\$([A-Za-z_]\w*)?\$[\s\S]*?(?:\$\2\$|$)|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|\s+|[^'"`$\s/-]+|[\s\S])/g;

/**
 * SQL on one line: comments dropped and every run of whitespace outside quotes made one space
 * (none at the ends). Quoted text, identifiers and dollar-quoted bodies are kept as written.
 */
export function minifySql(sql: string): string {
  let minified = '';
  let pendingSpace = false;
  for (const [text] of sql.matchAll(token)) {
    const comment = text.startsWith('--') || text.startsWith('/*');
    if (comment || /^\s+$/.test(text)) {
      pendingSpace = minified.length > 0;
      continue;
    }
    minified += (pendingSpace ? ' ' : '') + text;
    pendingSpace = false;
  }
  return minified;
}
