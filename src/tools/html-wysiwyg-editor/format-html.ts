import { formatWithPrettier } from '../../lib/prettier';

/** The editor's HTML formatted by Prettier (HTML parser, default options); Prettier loads on first use. */
export function formatHtml(html: string): Promise<string> {
  return formatWithPrettier(html, { parser: 'html' }, [import('prettier/plugins/html')]);
}
