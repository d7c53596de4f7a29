import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;

// An instance of its own, so its hook leaves the app's other DOMPurify users alone.
function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  // A link followed inside the preview would leave the page and lose the Markdown (not persisted).
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/**
 * HTML safe to insert into the page: no scripts, event handlers or `javascript:` URLs, links
 * opening in a new tab. Empty where there is no DOM to sanitise with (prerendering).
 */
export function sanitizeHtml(html: string): string {
  if (html === '' || !DOMPurify.isSupported) return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html);
}
