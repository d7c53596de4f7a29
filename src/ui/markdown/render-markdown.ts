import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const isSafeHref = (href: string) => /^(https?:|mailto:|#|\/|\.{0,2}\/|[^:]*$)/i.test(href.trim());

// Raw HTML inside markdown is shown as text, never as markup; bare web addresses become links, as
// on GitHub; a link to anything but the web, mail or a relative path is not made a link.
const markdown = new MarkdownIt({ html: false, linkify: true });
markdown.validateLink = isSafeHref;

/**
 * Markdown to safe HTML. In the browser the result also goes through DOMPurify; while
 * prerendering there is no DOM, and the renderer's own rules above are the guard.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.render(source);
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
