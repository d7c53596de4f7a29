import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const defaultUrl = 'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=value2#the-hash';
/** Past this, a rebuilt URL would make the page slow to show it: a query edit that long is refused. */
export const maxRebuiltUrlChars = 100_000;

/** One `key=value` pair of a query string, decoded. */
export interface QueryParam {
  key: string;
  value: string;
}

/** A URL's parts as the WHATWG URL API gives them. */
export interface UrlParts {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  host: string;
  origin: string;
  /** The path percent-decoded, when that differs from `pathname` and decodes cleanly. */
  decodedPath?: string;
  /** Every pair of the query, in URL order, repeated keys included. */
  params: QueryParam[];
}

function toUrl(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

function decodedPathOf(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded === pathname ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** Blank text: no URL, every part blank. */
export const blankUrlParts: UrlParts = {
  protocol: '',
  username: '',
  password: '',
  hostname: '',
  port: '',
  pathname: '',
  search: '',
  hash: '',
  host: '',
  origin: '',
  params: [],
};

export function parseUrl(text: string): Result<UrlParts, Message> {
  const url = toUrl(text);
  if (!url) return err(message('errors.invalidUrl'));
  const { protocol, username, password, hostname, port, pathname, search, hash, host, origin } = url;
  return ok({
    protocol,
    username,
    password,
    hostname,
    port,
    pathname,
    search,
    hash,
    host,
    origin,
    decodedPath: decodedPathOf(pathname),
    params: [...url.searchParams].map(([key, value]) => ({ key, value })),
  });
}

/**
 * The URL in `text` with its query replaced by `params` (encoded as a form would, a space as `+`),
 * everything else kept; the query and its `?` go when there are no params.
 */
export function withQueryParams(text: string, params: readonly QueryParam[]): Result<string, Message> {
  const url = toUrl(text);
  if (!url) return err(message('errors.invalidUrl'));
  const paramChars = params.reduce((sum, { key, value }) => sum + key.length + value.length, 0);
  if (paramChars > maxRebuiltUrlChars) return err(message('errors.tooLong'));
  url.search = new URLSearchParams(params.map(({ key, value }): [string, string] => [key, value])).toString();
  return url.href.length > maxRebuiltUrlChars ? err(message('errors.tooLong')) : ok(url.href);
}
