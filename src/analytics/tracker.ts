import { appConfig } from '../config/app-config';
import { listenForOutboundClicks } from './outbound-links';
import { eventBody, eventEndpoint, ignoreReason, type EventProps, type PageSnapshot } from './plausible-event';
import { readStored } from '../lib/storage';

export const OUTBOUND_LINK_EVENT = 'Outbound Link: Click';
export const OUTBOUND_LINK_DELAY_MS = 150;

export interface TrackerSettings {
  domain: string;
  apiHost: string;
  trackLocalhost: boolean;
}

/** What the tracker needs from the browser, injectable for tests. */
export interface TrackerEnvironment {
  page: () => PageSnapshot;
  ignoreFlag: () => string | null;
  send: (endpoint: string, body: string) => void;
  warn: (message: string) => void;
}

export interface Tracker {
  /** Sends event `name`; `url` is the page address when it happened (default: the current one). */
  track: (name: string, options?: { url?: string; props?: EventProps }) => void;
}

function post(endpoint: string, body: string): void {
  // A simple request (text/plain, no-cors): no preflight, no CORS error whatever the host answers;
  // keepalive lets it finish while the page unloads (an outbound link, say).
  fetch(endpoint, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
    body,
  }).catch(() => undefined);
}

export const browserEnvironment: TrackerEnvironment = {
  page: () => ({
    url: location.href,
    hostname: location.hostname,
    protocol: location.protocol,
    referrer: document.referrer,
    deviceWidth: window.innerWidth,
  }),
  ignoreFlag: () => readStored('plausible_ignore'),
  send: post,
  warn: (message) => console.warn(message),
};

const ignoredBecause = {
  localhost: (name: string, hostname: string) =>
    `Analytics: "${name}" not sent, the site runs locally (${hostname}); plausible.trackLocalhost enables it.`,
  plausible_ignore: (name: string) => `Analytics: "${name}" not sent, localStorage plausible_ignore is "true".`,
};

export function createTracker(
  settings: TrackerSettings,
  environment: TrackerEnvironment = browserEnvironment,
): Tracker {
  const endpoint = eventEndpoint(settings.apiHost);
  return {
    track(name, { url, props } = {}) {
      const page = environment.page();
      const reason = ignoreReason(page, environment.ignoreFlag(), settings.trackLocalhost);
      if (reason) {
        environment.warn(ignoredBecause[reason](name, page.hostname));
        return;
      }
      const body = eventBody(name, { ...page, url: url ?? page.url }, settings.domain || page.hostname, props);
      environment.send(endpoint, JSON.stringify(body));
    },
  };
}

let started: Tracker | undefined;

/** The page's tracker, configured at build time; the first call also starts outbound-link tracking. */
export function startTracking(): Tracker {
  if (started) return started;
  const tracker = createTracker(appConfig.plausible);
  listenForOutboundClicks(document, {
    track: (url) => tracker.track(OUTBOUND_LINK_EVENT, { props: { url } }),
    navigate: (url) => location.assign(url),
    delayMs: OUTBOUND_LINK_DELAY_MS,
  });
  started = tracker;
  return tracker;
}
