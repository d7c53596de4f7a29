/** The editor's HTML formatted by Prettier (HTML parser, default options); Prettier loads on first use. */
export async function formatHtml(html: string): Promise<string> {
  const [{ format }, htmlPlugin] = await Promise.all([import('prettier/standalone'), import('prettier/plugins/html')]);
  return format(html, { parser: 'html', plugins: [htmlPlugin] });
}
