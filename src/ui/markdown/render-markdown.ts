import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Raw HTML inside markdown is shown as text, never as markup.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

/**
 * Markdown to safe HTML. In the browser the result also goes through DOMPurify (links to
 * `javascript:` and the like are dropped); during prerendering there is no DOM, and the only
 * sources rendered there are the app's own texts.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
