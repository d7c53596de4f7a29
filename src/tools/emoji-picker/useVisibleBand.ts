import { useEffect, useState, type RefObject } from 'react';

export interface Band {
  /** The part of the element in the window, widened by a margin, in pixels from its top. */
  top: number;
  bottom: number;
  width: number;
}

/** Before the page can measure (prerendering, the first render): the first screenful. */
const firstBand: Band = { top: 0, bottom: 900, width: 1_000 };
// Each row of emojis costs much layout (colour glyphs): a margin of a few rows, not screenfuls.
const marginPx = 300;

/**
 * Which part of `element` is in the window (with a margin, so a scroll finds rows ready), kept up
 * to date as the page scrolls and the element's width changes.
 */
export function useVisibleBand(element: RefObject<HTMLElement | null>): Band {
  const [band, setBand] = useState(firstBand);
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, width } = target.getBoundingClientRect();
      const next = { top: -top - marginPx, bottom: -top + window.innerHeight + marginPx, width };
      setBand((current) =>
        Math.abs(current.top - next.top) < 1 &&
        Math.abs(current.bottom - next.bottom) < 1 &&
        current.width === next.width
          ? current
          : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    resizes?.observe(target);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
    };
  }, [element]);
  return band;
}
