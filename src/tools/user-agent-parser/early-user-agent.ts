// The page's largest paint is the visitor's user agent in the field, and the page's code loads
// after the first paint. So a small inline script, prerendered just after the field, writes it
// there as the HTML is parsed; the page then reads the same value once hydrated.

/**
 * Writes this browser's user agent into the empty field before it; nothing where the URL carries
 * the page's settings. Serialised with toString: it must use nothing from outside its own body.
 */
function writeEarlyUserAgent(): void {
  const field = document.currentScript?.previousElementSibling?.querySelector('textarea');
  if (field && field.value === '' && !location.search && !location.hash) field.value = navigator.userAgent;
}

export const earlyUserAgentScript = `(${writeEarlyUserAgent.toString()})();`;
