import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;

// An instance of its own, so its hook leaves the app's other DOMPurify users alone.
function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  // Styles are reduced to the text colour, the one the editor keeps: a span styled otherwise
  // (pasted from a word processor, say) then becomes plain text, not an empty <span>.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    const color = (node as HTMLElement).style?.color;
    if (color) data.attrValue = `color: ${color}`;
    else data.keepAttr = false;
  });
  return instance;
}

/**
 * HTML with no script, event handler or `javascript:` URL left (DOMPurify's defaults), and no
 * style but the text colour, for the editor to load. Empty where there is no DOM to sanitise
 * with (prerendering).
 */
export function sanitizeHtml(html: string): string {
  if (html === '' || !DOMPurify.isSupported) return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html);
}
