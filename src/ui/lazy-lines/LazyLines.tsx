import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import classes from './LazyLines.module.css';

interface LazyLinesProps {
  /** How many lines there are. */
  count: number;
  /**
   * Line `index` as an element one line-height tall (a `div` that does not wrap, say). A new
   * function means new lines: blocks are made again from the first one.
   */
  renderLine: (index: number) => ReactNode;
  /** The element that scrolls the lines; the window when not given. */
  scrollRoot?: RefObject<HTMLElement | null>;
  linesPerChunk?: number;
}

/** How far beyond the visible part of the scroll root blocks are made, so scrolling finds them drawn. */
const readyMargin = '800px 0px';

interface Made {
  renderLine: LazyLinesProps['renderLine'];
  chunks: ReadonlySet<number>;
}

const firstChunkOnly: ReadonlySet<number> = new Set([0]);

/**
 * Lines in blocks that are made (rendered) only once they come near the view, and laid out by the
 * browser only while there (content-visibility). A block not made yet is an empty box of its
 * final height, so the scroll bar is right from the start. Hundreds of thousands of lines show
 * without holding the page: only the blocks scrolled to cost anything.
 */
export function LazyLines({ count, renderLine, scrollRoot, linesPerChunk = 100 }: LazyLinesProps) {
  const container = useRef<HTMLDivElement>(null);
  const [made, setMade] = useState<Made>({ renderLine, chunks: firstChunkOnly });
  const madeChunks = made.renderLine === renderLine ? made.chunks : firstChunkOnly;
  const chunkCount = Math.ceil(count / linesPerChunk);
  // Without IntersectionObserver (old browsers, tests without one) every block is made. A prerender
  // makes the first block only, as the browser's first render does, so that hydration matches.
  const observable = typeof IntersectionObserver !== 'undefined' || typeof window === 'undefined';

  useEffect(() => {
    const blocks = container.current?.children;
    if (!observable || !blocks) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => Number((entry.target as HTMLElement).dataset.chunk));
        setMade((current) => {
          const known = current.renderLine === renderLine ? current.chunks : firstChunkOnly;
          if (near.every((chunk) => known.has(chunk)) && current.renderLine === renderLine) return current;
          return { renderLine, chunks: new Set([...known, ...near]) };
        });
      },
      { root: scrollRoot?.current ?? null, rootMargin: readyMargin },
    );
    for (const block of blocks) observer.observe(block);
    return () => observer.disconnect();
  }, [observable, renderLine, scrollRoot, chunkCount]);

  return (
    <div ref={container}>
      {Array.from({ length: chunkCount }, (_, chunk) => {
        const first = chunk * linesPerChunk;
        const lines = Math.min(linesPerChunk, count - first);
        const shown = !observable || madeChunks.has(chunk);
        return (
          <div
            key={chunk}
            data-chunk={chunk}
            className={shown ? classes.made : classes.waiting}
            style={{ '--chunk-lines': lines } as CSSProperties}
          >
            {shown && Array.from({ length: lines }, (_, offset) => renderLine(first + offset))}
          </div>
        );
      })}
    </div>
  );
}
