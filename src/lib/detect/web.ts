// The web: URLs, query strings, JWTs, e-mail addresses, user agents, MIME types.
import { base64ToBytes } from '../bytes';
import { commonMimeExtensions } from '../mime-types/common';
import { detected, type Detector } from './detection';
import { hasWhitespace } from './text-shape';

const webSchemes = new Set(['http:', 'https:']);

/** An absolute URL (`scheme://…`, `mailto:`), or a `www.` address without its scheme. */
export const detectUrl: Detector = (text) => {
  if (text.length > 100_000 || hasWhitespace(text)) return undefined;
  if (/^www\.[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]\S*)?$/i.test(text)) return detected('url', 0.6, 'url');
  const scheme = /^([a-z][a-z\d+.-]{1,20}:)(\/\/)?/i.exec(text);
  if (!scheme || (!scheme[2] && !/^(?:mailto|tel|urn|magnet):/i.test(text))) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (webSchemes.has(url.protocol) && /\.safelinks\.protection\.outlook\.com$/i.test(url.hostname))
    return detected('safelink', 0.97, 'safelink');
  if (webSchemes.has(url.protocol)) return url.hostname ? detected('url', 0.95, 'url') : undefined;
  // `data:` is a data URL; a UUID URN is a UUID.
  if (url.protocol === 'data:' || /^urn:uuid:/i.test(text)) return undefined;
  return detected('url', 0.8, 'url');
};

const queryKey = /^[\w.~%+\-[\]]{1,200}$/;

/** `a=1&b=2` or `?a=1`: name=value pairs joined by `&`. One pair alone is only plausible. */
export const detectQueryString: Detector = (text) => {
  if (text.length > 100_000 || hasWhitespace(text)) return undefined;
  const query = text.startsWith('?') ? text.slice(1) : text;
  const pairs = query.split('&');
  let named = 0;
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (!queryKey.test(key) || pair.includes('?') || pair.includes('#')) return undefined;
    if (equals !== -1 && equals < pair.length - 1) named++;
  }
  if (named === 0) return undefined;
  const asked = text.startsWith('?') ? 0.05 : 0;
  if (named >= 2) return detected('query-string', 0.85 + asked, 'queryString');
  return detected('query-string', pairs.length >= 2 ? 0.7 + asked : 0.5 + asked, 'queryString');
};

/** The JSON object a Base64URL part holds, or undefined. */
function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64ToBytes(part)));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const jwsShape = /^[\w-]{2,}\.[\w-]*\.[\w-]*$/;
const jweShape = /^[\w-]{2,}\.[\w-]*\.[\w-]{2,}\.[\w-]{2,}\.[\w-]{2,}$/;

/** A JSON Web Token: a signed one (three parts) or an encrypted one (five), its header JSON naming `alg`. */
export const detectJwt: Detector = (text) => {
  if (text.length > 100_000 || !text.startsWith('eyJ')) return undefined;
  const signed = jwsShape.test(text);
  if (!signed && !jweShape.test(text)) return undefined;
  const [headerPart, payloadPart] = text.split('.');
  const header = jsonPart(headerPart);
  if (!header || typeof header.alg !== 'string') return undefined;
  if (!signed) return detected('jwt', 0.98, 'jwe');
  return detected('jwt', jsonPart(payloadPart) ? 1 : 0.9, 'jwt');
};

const emailAddress =
  /^[^\s@<>(),;:"[\]\\]{1,64}@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+$/i;

/** `someone@example.com`, or `Name <someone@example.com>`; a list of them, one a line. */
export const detectEmail: Detector = (text) => {
  if (text.length > 320) {
    if (text.length > 100_000 || !text.includes('\n')) return undefined;
  }
  if (emailAddress.test(text)) return detected('email', 0.95, 'email');
  const named = /^[^<>\n]{0,100}<([^<>\s]{3,320})>$/.exec(text);
  if (named && emailAddress.test(named[1])) return detected('email', 0.85, 'email');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length >= 2 && lines.length <= 5000 && lines.every((line) => emailAddress.test(line.trim())))
    return detected('email', 0.85, 'emails');
  return undefined;
};

// Clients that name themselves in a User-Agent header without a Mozilla prefix.
const clientAgent =
  /^(?:curl|wget|postmanruntime|python-requests|python-urllib|go-http-client|okhttp|apache-httpclient|axios|node-fetch|undici|insomnia|httpie|java|dart|ruby|libwww-perl|googlebot|bingbot|duckduckbot|slackbot|twitterbot|facebookexternalhit|discordbot|opera)\/\d/i;

/** A User-Agent header value: `Mozilla/5.0 (…) …`, `curl/8.4.0`, a bot. */
export const detectUserAgent: Detector = (text) => {
  if (text.length > 1000 || text.includes('\n')) return undefined;
  if (/^Mozilla\/\d\.\d \([^()]+\)/.test(text)) return detected('user-agent', 0.95, 'userAgent');
  if (clientAgent.test(text)) return detected('user-agent', 0.9, 'userAgent');
  // Any product/version with a comment: "MyApp/2.1 (Linux; …)".
  if (/^[\w.-]{2,40}\/[\w.-]{1,20}(?: [\w.-]{2,40}\/[\w.-]{1,20})* \([^()]+\)/.test(text))
    return detected('user-agent', 0.6, 'userAgent');
  return undefined;
};

const knownMimeTypes = new Set(commonMimeExtensions.map(([type]) => type));
const mimeType =
  /^(application|audio|font|image|message|model|multipart|text|video|chemical|x-[\w-]+)\/([\w.+-]{1,100})((?:\s*;\s*[\w-]+=(?:"[^"]*"|[^\s;"]+))*)$/i;

/** `type/subtype`, maybe with parameters (`text/html; charset=utf-8`). */
export const detectMimeType: Detector = (text) => {
  if (text.length > 300) return undefined;
  const parts = mimeType.exec(text);
  if (!parts) return undefined;
  const known = knownMimeTypes.has(`${parts[1]}/${parts[2]}`.toLowerCase());
  return detected('mime-type', known || parts[3] ? 0.9 : 0.75, 'mimeType');
};
