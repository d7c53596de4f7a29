const nextToken = /<!--|<(script|style|textarea|title)\b|<meta\b/gi;

/** Index just past the `>` that closes the tag starting at `start`, quoted attribute values skipped; -1 when none. */
function endOfTag(html: string, start: number): number {
  let quote: string | undefined;
  let afterEquals = false;
  for (let at = start; at < html.length; at++) {
    const char = html[at];
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '>') {
      return at + 1;
    } else if ((char === '"' || char === "'") && afterEquals) {
      quote = char;
      afterEquals = false;
    } else if (char === '=') {
      afterEquals = true;
    } else if (char.trim() !== '') {
      afterEquals = false;
    }
  }
  return -1;
}

/** Index just past the text that ends a comment or a raw-text element (`-->`, `</script>`…); -1 when none. */
function endOfSkipped(html: string, from: number, element: string | undefined): number {
  if (element === undefined) {
    const end = html.indexOf('-->', from);
    return end === -1 ? -1 : end + 3;
  }
  const closing = new RegExp(`</${element}\\b`, 'gi');
  closing.lastIndex = from;
  return closing.exec(html) ? closing.lastIndex : -1;
}

/**
 * The `<meta …>` tags of an HTML text, in order, leaving out those inside comments, scripts,
 * styles, titles and text areas. A lexical scan, in one pass: the browser's own parser then reads
 * only these tags, never the whole text, which for hostile markup (thousands of nested elements)
 * takes minutes or crashes the tab.
 */
export function scanMetaTags(html: string): string[] {
  const tags: string[] = [];
  const tokens = new RegExp(nextToken.source, nextToken.flags);
  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    const afterToken = tokens.lastIndex;
    const isMeta = match[0].toLowerCase() === '<meta';
    const end = isMeta ? endOfTag(html, afterToken) : endOfSkipped(html, afterToken, match[1]?.toLowerCase());
    if (end === -1) break;
    if (isMeta) tags.push(html.slice(match.index, end));
    tokens.lastIndex = end;
  }
  return tags;
}
