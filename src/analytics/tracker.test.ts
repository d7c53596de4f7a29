import { describe, expect, it, vi } from 'vitest';
import type { PageSnapshot } from './plausible-event';
import { createTracker, type TrackerEnvironment, type TrackerSettings } from './tracker';

const publicPage: PageSnapshot = {
  url: 'https://it-tools.example/',
  hostname: 'it-tools.example',
  protocol: 'https:',
  referrer: '',
  deviceWidth: 390,
};
const localPage: PageSnapshot = {
  ...publicPage,
  url: 'http://localhost:5173/',
  hostname: 'localhost',
  protocol: 'http:',
};

const settings: TrackerSettings = {
  domain: 'it-tools.tech',
  apiHost: 'https://stats.example.org',
  trackLocalhost: false,
};

function environment(page: PageSnapshot, ignoreFlag: string | null = null) {
  const send = vi.fn<TrackerEnvironment['send']>();
  const warn = vi.fn<TrackerEnvironment['warn']>();
  return { send, warn, env: { page: () => page, ignoreFlag: () => ignoreFlag, send, warn } };
}

describe('createTracker', () => {
  it('posts the event body to {apiHost}/api/event', () => {
    const { env, send, warn } = environment(publicPage);
    createTracker(settings, env).track('pageview');
    expect(send).toHaveBeenCalledExactlyOnceWith(
      'https://stats.example.org/api/event',
      '{"n":"pageview","u":"https://it-tools.example/","d":"it-tools.tech","r":null,"w":390,"h":0}',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the address given by the caller and sends props', () => {
    const { env, send } = environment(publicPage);
    createTracker(settings, env).track('Outbound Link: Click', {
      url: 'https://it-tools.example/about',
      props: { url: 'https://github.com/' },
    });
    expect(JSON.parse(send.mock.calls[0][1])).toEqual({
      n: 'Outbound Link: Click',
      u: 'https://it-tools.example/about',
      d: 'it-tools.tech',
      r: null,
      w: 390,
      h: 0,
      p: '{"url":"https://github.com/"}',
    });
  });

  it('falls back to the page host name when no domain is configured', () => {
    const { env, send } = environment(publicPage);
    createTracker({ ...settings, domain: '' }, env).track('pageview');
    expect(JSON.parse(send.mock.calls[0][1]).d).toBe('it-tools.example');
  });

  it('ignores events on localhost, with a warning', () => {
    const { env, send, warn } = environment(localPage);
    createTracker(settings, env).track('pageview');
    expect(send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Analytics: "pageview" not sent, the site runs locally (localhost); plausible.trackLocalhost enables it.',
    );
  });

  it('sends events on localhost with trackLocalhost', () => {
    const { env, send, warn } = environment(localPage);
    createTracker({ ...settings, trackLocalhost: true }, env).track('pageview');
    expect(send).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores events when localStorage plausible_ignore is "true", with a warning', () => {
    const { env, send, warn } = environment(publicPage, 'true');
    createTracker(settings, env).track('Support button clicked');
    expect(send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Analytics: "Support button clicked" not sent, localStorage plausible_ignore is "true".',
    );
  });

  it('reads the ignore flag on every event, so setting it takes effect at once', () => {
    let flag: string | null = null;
    const { env, send } = environment(publicPage);
    const tracker = createTracker(settings, { ...env, ignoreFlag: () => flag });
    tracker.track('pageview');
    flag = 'true';
    tracker.track('pageview');
    expect(send).toHaveBeenCalledOnce();
  });
});
