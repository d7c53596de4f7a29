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
