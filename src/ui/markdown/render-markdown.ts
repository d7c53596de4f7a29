import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const safeHref = (href: string) => /^(https?:|mailto:|#|\/|\.{0,2}\/|[^:]*$)/i.test(href.trim());

// Raw HTML inside markdown is shown as text, never as markup; a link to anything but the web,
// mail or a relative path keeps only its text.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!safeHref(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}>${text}</a>`;
    },
  },
});

/**
 * Markdown to safe HTML. In the browser the result also goes through DOMPurify; while
 * prerendering there is no DOM, and the renderer's own rules above are the guard.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
