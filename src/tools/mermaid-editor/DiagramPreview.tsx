import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { IconButton } from '../../ui/button/IconButton';
import { svgSize } from './mermaid-editor';
import classes from './DiagramPreview.module.css';

interface DiagramPreviewProps {
  /** Mermaid's SVG; none shows an empty panel. */
  svg: string | undefined;
  background: string;
  dimmed: boolean;
  labelId: string;
  words: { zoomIn: string; zoomOut: string; fit: string };
}

interface View {
  /** Pixels per SVG unit. */
  scale: number;
  x: number;
  y: number;
}

const zoomStep = 1.25;
const minScale = 0.05;
const maxScale = 40;
// A small diagram is not blown up past this when fitted.
const maxFitScale = 2;
const panStepPx = 40;

const clampScale = (scale: number) => Math.min(maxScale, Math.max(minScale, scale));

/**
 * The drawing, fitted to the panel's width (the panel as tall as that makes it, up to 70% of the
 * window); zoomed with the buttons, Ctrl/⌘ + wheel or + and −, panned by dragging or the arrow keys.
 */
export function DiagramPreview({ svg, background, dimmed, labelId, words }: DiagramPreviewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const drawing = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [height, setHeight] = useState<number>();
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointer: number; x: number; y: number }>(undefined);
  const size = svg ? svgSize(svg) : undefined;
  const width = size?.width;
  const tall = size?.height;

  const fit = useCallback(() => {
    const panel = viewport.current;
    if (!panel || width === undefined || tall === undefined) return;
    const panelWidth = panel.clientWidth;
    const scale = Math.min(panelWidth / width, maxFitScale);
    const maxHeight = window.innerHeight * 0.7;
    const shownHeight = Math.min(tall * scale, maxHeight);
    setHeight(Math.max(shownHeight, 0));
    setView({ scale, x: (panelWidth - width * scale) / 2, y: Math.max(0, (shownHeight - tall * scale) / 2) });
  }, [width, tall]);

  // The SVG goes in as Mermaid made it (sanitised by it), at its own size; the view scales it.
  useLayoutEffect(() => {
    const element = drawing.current;
    if (!element) return;
    element.innerHTML = svg ?? '';
    const root = element.querySelector('svg');
    if (root && width !== undefined && tall !== undefined) {
      root.setAttribute('width', String(width));
      root.setAttribute('height', String(tall));
      root.style.maxWidth = 'none';
    }
  }, [svg, width, tall]);

  // A new size of drawing (a new diagram) is fitted; the same size keeps the reader's zoom.
  useLayoutEffect(fit, [fit]);

  useEffect(() => {
    const panel = viewport.current;
    if (!panel) return;
    // Refitted when the panel's width changes (the window, the layout), not its height, which fit sets.
    let lastWidth = panel.clientWidth;
    const observer = new ResizeObserver(() => {
      if (panel.clientWidth === lastWidth) return;
      lastWidth = panel.clientWidth;
      fit();
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [fit]);

  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    const panel = viewport.current;
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      const k = scale / current.scale;
      const cx = px ?? (panel ? panel.clientWidth / 2 : 0);
      const cy = py ?? (panel ? panel.clientHeight / 2 : 0);
      return { scale, x: cx - (cx - current.x) * k, y: cy - (cy - current.y) * k };
    });
  }, []);

  // Ctrl/⌘ + wheel zooms at the pointer: the listener must not be passive to keep the page from zooming.
  useEffect(() => {
    const panel = viewport.current;
    if (!panel) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = panel.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.002), event.clientX - box.left, event.clientY - box.top);
    };
    panel.addEventListener('wheel', onWheel, { passive: false });
    return () => panel.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };
  const endDrag = () => {
    drag.current = undefined;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [panStepPx, 0],
      ArrowRight: [-panStepPx, 0],
      ArrowUp: [0, panStepPx],
      ArrowDown: [0, -panStepPx],
    };
    if (event.target !== event.currentTarget) return;
    if (event.key in moves) {
      const [dx, dy] = moves[event.key];
      setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    } else if (event.key === '+' || event.key === '=') zoomAt(zoomStep);
    else if (event.key === '-') zoomAt(1 / zoomStep);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={viewport}
      className={classes.viewport}
      role="group"
      aria-labelledby={labelId}
      tabIndex={0}
      data-dragging={dragging || undefined}
      style={{ background, blockSize: svg ? height : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      {svg && (
        <div className={classes.tools}>
          <IconButton label={words.zoomIn} onClick={() => zoomAt(zoomStep)}>
            <IconZoomIn size={18} aria-hidden />
          </IconButton>
          <IconButton label={words.zoomOut} onClick={() => zoomAt(1 / zoomStep)}>
            <IconZoomOut size={18} aria-hidden />
          </IconButton>
          <IconButton label={words.fit} onClick={fit}>
            <IconZoomReset size={18} aria-hidden />
          </IconButton>
        </div>
      )}
      <div
        ref={drawing}
        className={classes.drawing}
        data-dimmed={dimmed || undefined}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
      />
    </div>
  );
}
