// The site's security headers: a Content-Security-Policy that lets no script run but the app's own
// files and the inline head scripts it ships (by hash), and the headers that go with it.
import { createHash } from 'node:crypto';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The text of every inline script in `html`. */
export const inlineScripts = (html) => [...html.matchAll(inlineScript)].map(([, body]) => body);

/** The policy's source for one inline script. */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The policy's directives. Styles may be inline (the UI kit sets CSS variables in style attributes
 * and a style element); images may come from any https site because the Open Graph tool previews
 * the image of the page when asked; WebAssembly may compile; requests go to this site, and to the
 * analytics host only when analytics is on.
 */
export function policyDirectives({ scriptHashes, analyticsOrigin }) {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'data:', 'blob:', ...(analyticsOrigin ? [analyticsOrigin] : [])],
    ['worker-src', "'self'"],
    ['frame-src', "'self'", 'blob:', 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

/** @param {string[][]} directives @returns {string} */
const joinDirectives = (directives) => directives.map((parts) => parts.join(' ')).join('; ');

/** The policy as a header. */
export const headerPolicy = (directives) => joinDirectives(directives);

/** The policy as a <meta> can carry it: browsers ignore frame-ancestors there, and warn. */
export const metaPolicy = (directives) => joinDirectives(directives.filter(([name]) => name !== 'frame-ancestors'));

/** Every header the site is served with (nginx and scripts/serve.js), the policy first. */
export function securityHeaders(directives) {
  return [
    ['Content-Security-Policy', headerPolicy(directives)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    [
      'Permissions-Policy',
      'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=()',
    ],
  ];
}

/** The headers as an nginx include: `always`, so error pages carry them too. */
export function nginxHeaders(headers) {
  return headers.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join('');
}
