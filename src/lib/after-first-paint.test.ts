// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  afterContentPainted,
  afterFirstPaint,
  contentPaintedEvent,
  contentPendingAttribute,
  contentWaitMs,
  paintFallbackMs,
  startDeferredFetches,
  type ContentTarget,
  type PaintTarget,
} from './after-first-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A window whose frames, paint reports and timers the test triggers by hand. */
function fakeWindow({ hidden = false, paintTiming = true } = {}) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
    private entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const target = {
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as PaintTarget;
  const report = (...names: string[]) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected))
      observer.callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
  };
  return {
    target,
    /** Runs the callbacks waiting for the next frame, as the browser does before painting it. */
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    report,
    fireTimers: () => timers.splice(0).forEach((callback) => callback()),
  };
}

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is reported, not at the first paint', () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.target);
    page.nextFrame();
    page.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    page.report('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
    page.fireTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  it(`starts after ${paintFallbackMs} ms when no contentful paint is reported`, () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.target);
    page.fireTimers();
    expect(start).toHaveBeenCalledOnce();
    page.report('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
  });

  it('without paint timing, starts in the second frame: the first one has painted by then', () => {
    const page = fakeWindow({ paintTiming: false });
    const start = vi.fn();
    afterFirstPaint(start, page.target);
    page.nextFrame();
    expect(start).not.toHaveBeenCalled();
    page.nextFrame();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    const page = fakeWindow({ hidden: true });
    const start = vi.fn();
    afterFirstPaint(start, page.target);
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('startDeferredFetches', () => {
  it('moves what the templates list into <head>, where the fetches start', () => {
    document.head.innerHTML =
      '<template data-after-first-paint><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></template>' +
      '<template id="other"><link rel="modulepreload" href="/assets/not-mine.js"></template>';
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0);
    startDeferredFetches();
    const hrefs = [...document.head.querySelectorAll(':scope > link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('afterContentPainted', () => {
  /** A real document, with frames and timers the test triggers by hand. */
  function page(markup: string) {
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delayMs: number }[] = [];
    document.body.innerHTML = markup;
    const target: ContentTarget = {
      document,
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback, delayMs) => timers.push({ callback, delayMs }),
    };
    return {
      target,
      nextFrame: () => frames.splice(0).forEach((callback) => callback()),
      fireTimers: (delayMs: number) =>
        timers.splice(0).forEach((timer) => (timer.delayMs === delayMs ? timer.callback() : timers.push(timer))),
    };
  }

  it('starts at once where nothing is pending (most pages)', () => {
    const start = vi.fn();
    afterContentPainted(start, page('<p>Text</p>').target);
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the pending content, then a frame for it to paint', () => {
    const { target, nextFrame, fireTimers } = page(`<script ${contentPendingAttribute}></script>`);
    const start = vi.fn();
    afterContentPainted(start, target);
    document.dispatchEvent(new Event(contentPaintedEvent));
    nextFrame();
    fireTimers(0);
    expect(start).not.toHaveBeenCalled();
    document.querySelector('script')?.removeAttribute(contentPendingAttribute);
    document.dispatchEvent(new Event(contentPaintedEvent));
    expect(start).not.toHaveBeenCalled();
    nextFrame();
    fireTimers(0);
    expect(start).toHaveBeenCalledOnce();
    fireTimers(contentWaitMs);
    document.dispatchEvent(new Event(contentPaintedEvent));
    nextFrame();
    fireTimers(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it(`starts after ${contentWaitMs} ms whatever is still pending`, () => {
    const { target, fireTimers } = page(`<div ${contentPendingAttribute}></div>`);
    const start = vi.fn();
    afterContentPainted(start, target);
    fireTimers(contentWaitMs);
    expect(start).toHaveBeenCalledOnce();
  });
});
