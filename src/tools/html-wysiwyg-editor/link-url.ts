const allowedSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a link may point at `url`: http, https and mailto URLs, and relative ones. Browsers
 * ignore tabs, line breaks and other control characters inside a scheme ("java\tscript:"), so
 * they are removed before the scheme is read.
 */
export function isAllowedLinkUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(compact)?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase());
}
