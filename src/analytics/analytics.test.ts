// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ plausible: { isTrackerEnabled: true } }));
const track = vi.hoisted(() => vi.fn());
const startTracking = vi.hoisted(() => vi.fn(() => ({ track })));

vi.mock('../config/app-config', () => ({ appConfig: config }));
vi.mock('./tracker', () => ({ startTracking }));

const { trackEvent, trackPageview } = await import('./analytics');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  config.plausible.isTrackerEnabled = true;
  track.mockClear();
  history.replaceState(null, '', '/');
});

describe('trackEvent', () => {
  it('does nothing, not even load the tracker, when analytics is disabled', async () => {
    config.plausible.isTrackerEnabled = false;
    trackEvent('Support button clicked');
    await settle();
    expect(startTracking).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('passes the event with the address at the time of the call', async () => {
    history.replaceState(null, '', '/hash-text');
    trackEvent('Support button clicked', { place: 'top bar' });
    history.replaceState(null, '', '/about');
    await settle();
    expect(track).toHaveBeenCalledExactlyOnceWith('Support button clicked', {
      url: `${location.origin}/hash-text`,
      props: { place: 'top bar' },
    });
    expect(startTracking).toHaveBeenCalledOnce();
  });
});

describe('trackPageview', () => {
  it('records one pageview per address, again after moving elsewhere', async () => {
    history.replaceState(null, '', '/uuid-generator');
    trackPageview();
    trackPageview();
    history.replaceState(null, '', '/uuid-generator#section');
    trackPageview();
    history.replaceState(null, '', '/uuid-generator?count=3');
    trackPageview();
    history.replaceState(null, '', '/uuid-generator');
    trackPageview();
    await settle();
    expect(track.mock.calls.map(([name, { url }]) => [name, url.replace(location.origin, '')])).toEqual([
      ['pageview', '/uuid-generator'],
      ['pageview', '/uuid-generator?count=3'],
      ['pageview', '/uuid-generator'],
    ]);
  });
});
