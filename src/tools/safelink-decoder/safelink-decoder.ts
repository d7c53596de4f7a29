import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

/** The address a link stands for, or why there is none. */
type Target = Result<string, Message>;

const invalidUrl = message('errors.invalidUrl');
const notSafelink = message('errors.notSafelink');
const noUrlParameter = message('errors.noUrlParameter');

/** A link-rewriting service: which links are its own, and the address each one stands for. */
interface LinkWrapper {
  wraps: (url: URL) => boolean;
  target: (url: URL, text: string) => Target;
}

// Commercial tenants, then US government (GCC High) tenants.
const safelinksDomains = ['safelinks.protection.outlook.com', 'safelinks.protection.office365.us'];

const isOnDomain = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

function queryParameter(url: URL, ...names: string[]): Target {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) return ok(value);
  }
  return err(noUrlParameter);
}

const outlookSafelinks: LinkWrapper = {
  wraps: (url) => safelinksDomains.some((domain) => isOnDomain(url.hostname, domain)),
  target: (url) => queryParameter(url, 'url'),
};

const proofpointHosts = ['urldefense.proofpoint.com', 'urldefense.com'];
const isProofpoint = (url: URL) => proofpointHosts.includes(url.hostname);

// v1 percent-encodes the address in `u`; v2 also writes `%` as `-` and `/` as `_`.
const proofpointV1V2: LinkWrapper = {
  wraps: (url) => isProofpoint(url) && /^\/v[12]\/url$/.test(url.pathname),
  target: (url) => {
    const u = queryParameter(url, 'u');
    if (!u.ok || url.pathname.startsWith('/v1/')) return u;
    try {
      return ok(decodeURIComponent(u.value.replaceAll('-', '%').replaceAll('_', '/')));
    } catch {
      return err(invalidUrl);
    }
  },
};

// v3 keeps the address readable between `/v3/__` and `__;`, with each character it had to take
// out replaced by `*` (or a run of them by `**` and a length letter); the characters taken out
// follow the `;`, in base64url, up to a `!`.
const runLengthLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlToText(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  try {
    const binary = atob(
      encoded
        .replaceAll('-', '+')
        .replaceAll('_', '/')
        .padEnd(Math.ceil(encoded.length / 4) * 4, '='),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** How many taken-out characters a `*` (no letter) or a `**` and its letter stands for; 0 when unknown. */
function tokenLength(letter: string | undefined): number {
  if (letter === undefined) return 1;
  const index = runLengthLetters.indexOf(letter);
  return index < 0 ? 0 : index + 2;
}

function decodeProofpointV3(text: string): Target {
  // Found with indexOf rather than a pattern: linear on any input.
  const bodyStart = text.indexOf('/v3/__') + '/v3/__'.length;
  const bodyEnd = text.indexOf('__;', bodyStart);
  const removedEnd = bodyEnd < 0 ? -1 : text.indexOf('!', bodyEnd);
  if (bodyEnd < 0 || removedEnd < 0) return err(noUrlParameter);
  const removed = base64UrlToText(text.slice(bodyEnd + 3, removedEnd));
  if (removed === undefined) return err(invalidUrl);
  const characters = Array.from(removed);
  let next = 0;
  let complete = true;
  const restored = safeDecodeUri(text.slice(bodyStart, bodyEnd)).replace(
    /\*\*(.)|\*/gu,
    (_token, letter: string | undefined) => {
      const count = tokenLength(letter);
      if (count === 0 || next + count > characters.length) complete = false;
      const taken = characters.slice(next, next + count).join('');
      next += count;
      return taken;
    },
  );
  return complete ? ok(restored) : err(invalidUrl);
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const proofpointV3: LinkWrapper = {
  wraps: (url) => isProofpoint(url) && url.pathname.startsWith('/v3/__'),
  target: (_url, text) => decodeProofpointV3(text),
};

const googleRedirect: LinkWrapper = {
  wraps: (url) => /^(www\.)?google(\.[a-z]{2,3}){1,2}$/.test(url.hostname) && url.pathname === '/url',
  target: (url) => queryParameter(url, 'q', 'url'),
};

const wrappers = [outlookSafelinks, proofpointV1V2, proofpointV3, googleRedirect];

// A SafeLinks link around a Proofpoint link, say; a loop of links cannot keep us busy.
const maxNesting = 5;

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function unwrapOnce(text: string): Target {
  const url = parseUrl(text);
  if (!url) return err(invalidUrl);
  const wrapper = wrappers.find((candidate) => candidate.wraps(url));
  return wrapper ? wrapper.target(url, text) : err(notSafelink);
}

function unwrap(text: string): Target {
  const outer = unwrapOnce(text);
  if (!outer.ok) return outer;
  let target = outer.value;
  for (let level = 1; level < maxNesting; level++) {
    const inner = unwrapOnce(target);
    if (!inner.ok) break;
    target = inner.value;
  }
  return ok(target);
}

/** Links copied from an HTML e-mail's source keep their `&` escaped. */
const unescapeAmpersands = (text: string) => text.replaceAll('&amp;', '&');

/**
 * The address an Outlook SafeLinks link (or a Proofpoint or Google redirect link) points to,
 * read from the link alone: nothing is fetched. Blank input gives an empty address.
 */
export function decodeSafelink(input: string): Target {
  const text = unescapeAmpersands(input.trim());
  if (text === '') return ok('');
  return unwrap(text);
}

/** Whether the page may offer to open `address`: web addresses only, never `javascript:` and the like. */
export function isWebAddress(address: string): boolean {
  const url = parseUrl(address);
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}

// Links end at white space, quotes and angle brackets; punctuation after them is the sentence's.
const linkPattern = /https?:\/\/[^\s<>"'`]+/gi;
const sentencePunctuation = new Set('.,;:!?)]}');

/** The link without the punctuation that ends it (a loop: a pattern would be quadratic here). */
function splitTrailingPunctuation(link: string): [string, string] {
  let end = link.length;
  while (end > 0 && sentencePunctuation.has(link[end - 1])) end--;
  return [link.slice(0, end), link.slice(end)];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface DecodedText {
  text: string;
  /** How many links were replaced by their targets. */
  count: number;
}

/** `text` (an e-mail body, say) with every wrapped link replaced by its target. */
export function decodeLinksInText(text: string): DecodedText {
  let count = 0;
  const decoded = text.replace(linkPattern, (link) => {
    // A Proofpoint v3 link ends with `$`, so trailing punctuation is never part of a wrapped link.
    const [bare, trailing] = splitTrailingPunctuation(link);
    const target = unwrap(unescapeAmpersands(bare));
    if (!target.ok || target.value === '') return link;
    count++;
    // In HTML source the target goes back into an attribute, escaped as its link was.
    return (bare.includes('&amp;') ? escapeHtml(target.value) : target.value) + trailing;
  });
  return { text: decoded, count };
}
