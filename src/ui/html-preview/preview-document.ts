import DOMPurify from 'dompurify';

// Attributes that make the browser fetch or go somewhere. Only inline images and in-page anchors
// stay: the preview shows the HTML without loading anything from anywhere.
const urlAttributes = new Set([
  'src',
  'srcset',
  'href',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'cite',
  'ping',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
  'icon',
]);
const inlineUrl = /^\s*(?:#|data:image\/(?:png|gif|jpe?g|webp|avif|bmp);)/i;

// CSS can fetch (url(), @import, even through escapes), so no style attribute or element at all.
const purifyConfig = {
  FORBID_TAGS: ['style', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style'],
};

// A second wall should anything slip through: the document may load nothing but inline images.
const contentSecurityPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";
const documentStyles =
  ':root { color-scheme: light dark; } body { margin: 8px; font: 14px/1.5 system-ui, sans-serif; overflow-wrap: anywhere; }';

let purifier: ReturnType<typeof DOMPurify> | undefined;

// An instance of its own, so its hook leaves the app's other DOMPurify users alone.
function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, attribute) => {
    if (urlAttributes.has(attribute.attrName) && !inlineUrl.test(attribute.attrValue)) attribute.keepAttr = false;
  });
  return instance;
}

/**
 * `html` with no scripts, event handlers, styles or URLs (but inline images and `#anchors`).
 * Empty where there is no DOM to sanitise with (prerendering).
 */
export function sanitizePreviewHtml(html: string): string {
  if (html === '' || !DOMPurify.isSupported) return '';
  purifier ??= createPurifier();
  return purifier.sanitize(html, purifyConfig);
}

/** A whole page around `html`, sanitised, for a sandboxed frame's `srcdoc`. */
export function previewDocument(html: string): string {
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">`,
    `<style>${documentStyles}</style>`,
    `</head><body>${sanitizePreviewHtml(html)}</body></html>`,
  ].join('');
}
