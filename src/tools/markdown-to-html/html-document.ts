/** A small readable stylesheet for the printed and downloaded page, independent of the app's theme. */
const documentStyles = `
body { max-width: 46em; margin: 2em auto; padding: 0 1em; font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1b1b1b; background: #fff; overflow-wrap: anywhere; }
h1, h2, h3, h4, h5, h6 { margin: 1.4em 0 0.5em; line-height: 1.25; }
p, ul, ol, pre, blockquote, table { margin: 0 0 1em; }
a { color: #0c7a43; }
code { padding: 0.1em 0.3em; border-radius: 4px; background: #f2f2f2; font: 0.9em ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace; }
pre { padding: 0.8em 1em; border-radius: 4px; background: #f2f2f2; overflow-x: auto; white-space: pre-wrap; }
pre code { padding: 0; background: none; }
blockquote { padding-left: 1em; border-left: 3px solid #d0d0d0; color: #555; }
table { border-collapse: collapse; }
th, td { padding: 0.3em 0.7em; border: 1px solid #d0d0d0; }
img { max-width: 100%; }
hr { border: 0; border-top: 1px solid #d0d0d0; }
@media print { body { margin: 0; max-width: none; } pre, blockquote, table, img { break-inside: avoid; } }
`.trim();

/**
 * The text of the first heading of `html`, still HTML-escaped (a `<title>` decodes entities): tags
 * are dropped, and a stray `<` (raw HTML allowed) escaped so it cannot end the title.
 */
export function firstHeadingText(html: string): string | undefined {
  const heading = /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/.exec(html);
  const text = heading?.[2]
    .replace(/<[^>]*>/g, '')
    .replace(/</g, '&lt;')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/**
 * A complete HTML page around `bodyHtml`, titled by its first heading (else `untitled`), with a
 * stylesheet fit for reading and printing: what "Download HTML" saves and "Print as PDF" prints.
 */
export function htmlDocument(bodyHtml: string, untitled: string): string {
  const title = firstHeadingText(bodyHtml) ?? untitled;
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>\n${documentStyles}\n</style>`,
    '</head>',
    '<body>',
    `${bodyHtml}</body>`,
    '</html>',
    '',
  ].join('\n');
}
