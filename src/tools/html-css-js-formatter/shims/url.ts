/**
 * Stands in for Node's `url` where html-minifier-terser is bundled (see vite.config.ts): only its
 * `minifyURLs` option, which this tool leaves off, reaches it (through relateurl).
 */
export function parse(): never {
  throw new Error('URL minification is not available in the browser build.');
}
