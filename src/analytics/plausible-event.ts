/** Custom properties of an event, sent to Plausible as a JSON string. */
export type EventProps = Readonly<Record<string, string | number | boolean>>;

/** What the page looks like when an event happens. */
export interface PageSnapshot {
  url: string;
  hostname: string;
  protocol: string;
  referrer: string;
  deviceWidth: number;
}

/** The body of a Plausible event request, with its one-letter keys. */
export interface PlausibleEventBody {
  /** Event name ('pageview' or a custom name). */
  n: string;
  /** Page address. */
  u: string;
  /** Site domain, as registered with Plausible. */
  d: string;
  /** Referrer, null when there is none. */
  r: string | null;
  /** Device (viewport) width in CSS pixels. */
  w: number;
  /** Hash-based routing: always 0, the app routes by path. */
  h: 0;
  /** Custom properties as a JSON string, only when there are some. */
  p?: string;
}

export function eventBody(name: string, page: PageSnapshot, domain: string, props?: EventProps): PlausibleEventBody {
  const body: PlausibleEventBody = {
    n: name,
    u: page.url,
    d: domain,
    r: page.referrer || null,
    w: page.deviceWidth,
    h: 0,
  };
  if (props && Object.keys(props).length > 0) body.p = JSON.stringify(props);
  return body;
}

/** Where events go: `{apiHost}/api/event`; an empty host means this site's own origin (a proxy). */
export function eventEndpoint(apiHost: string): string {
  return `${apiHost.replace(/\/+$/, '')}/api/event`;
}

const LOCAL_HOSTNAME = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function isLocalPage(page: Pick<PageSnapshot, 'hostname' | 'protocol'>): boolean {
  return page.protocol === 'file:' || LOCAL_HOSTNAME.test(page.hostname);
}

export type IgnoreReason = 'localhost' | 'plausible_ignore';

/**
 * Why an event must not be sent, or null to send it: a page served locally (unless
 * trackLocalhost), or a browser whose owner set localStorage `plausible_ignore` to 'true'.
 */
export function ignoreReason(
  page: Pick<PageSnapshot, 'hostname' | 'protocol'>,
  ignoreFlag: string | null,
  trackLocalhost: boolean,
): IgnoreReason | null {
  if (!trackLocalhost && isLocalPage(page)) return 'localhost';
  if (ignoreFlag === 'true') return 'plausible_ignore';
  return null;
}
