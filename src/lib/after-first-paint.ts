/** The parts of `window` this module uses (a fake one in unit tests). */
export interface PaintTarget {
  document: Pick<Document, 'visibilityState'>;
  /** Missing in old browsers. */
  PerformanceObserver?: typeof PerformanceObserver;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, delayMs: number): number;
}

/** A page whose first contentful paint is never reported (it went hidden meanwhile, say) starts anyway. */
export const paintFallbackMs = 3_000;

/**
 * Runs `start` once the browser reports the page's first contentful paint: the paint has then
 * reached the screen. Without paint timing, it waits two animation frames (the first one has
 * painted by the second). A hidden page paints nothing, so `start` runs at once.
 */
export function afterFirstPaint(start: () => void, target: PaintTarget = window): void {
  if (target.document.visibilityState === 'hidden') {
    start();
    return;
  }
  const Observer = target.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    target.requestAnimationFrame(() => target.requestAnimationFrame(start));
    return;
  }
  let started = false;
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  function startOnce() {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  target.setTimeout(startOnce, paintFallbackMs);
}

/**
 * The marker of the inert `<template>` in which the build lists what a page fetches only after its
 * first paint (module preloads); scripts/prerender.js writes it.
 */
export const afterFirstPaintSelector = 'template[data-after-first-paint]';

/** Puts the listed elements in `<head>`, where they take effect: the fetches start. */
export function startDeferredFetches(root: Pick<Document, 'head' | 'querySelectorAll'> = document): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>(afterFirstPaintSelector))
    root.head.append(template.content);
}

/**
 * Marks an element whose content an inline script of the page is still making (the RSA page's first
 * key, say): the page's code waits for it (afterContentPainted). The script removes the mark and
 * fires `contentPaintedEvent` on the document when its content is in.
 */
export const contentPendingAttribute = 'data-content-pending';
export const contentPaintedEvent = 'it-tools:content-painted';
/** The longest the page's code waits for such content. */
export const contentWaitMs = 1_000;

/** The parts of `window` afterContentPainted uses (a fake one in unit tests). */
export interface ContentTarget {
  document: Pick<Document, 'querySelector' | 'addEventListener' | 'removeEventListener'>;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, delayMs: number): number;
}

/**
 * Runs `start` once no element is marked as still making its content, and that content had a frame
 * to paint; at once where none is marked (most pages), after `contentWaitMs` at most. The page's
 * largest content comes before its code then: the code's fetches neither compete with it nor, in
 * Lighthouse's model, count towards its paint.
 */
export function afterContentPainted(start: () => void, target: ContentTarget = window): void {
  const pending = () => target.document.querySelector(`[${contentPendingAttribute}]`) !== null;
  if (!pending()) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    target.document.removeEventListener(contentPaintedEvent, check);
    start();
  };
  function check() {
    if (!pending()) target.requestAnimationFrame(() => target.setTimeout(startOnce, 0));
  }
  target.document.addEventListener(contentPaintedEvent, check);
  target.setTimeout(startOnce, contentWaitMs);
}
