import { useMemo, useState } from 'react';
import type { OperationResult } from '../../lib/operation/operation';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { defaultFont, type DrawRequest } from './ascii-options';
import { defaultDrawing } from './default-drawing';

// A long word in a narrow width keeps figlet busy for seconds, or minutes.
const drawTimeLimitMs = 3000;
const workerOptions = { restartOnSupersede: true, timeLimitMs: drawTimeLimitMs, debounceMs: 100 };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnDrawer = () => new Worker(new URL('./ascii-text-drawer.worker.ts', import.meta.url), { type: 'module' });

export interface Drawing {
  /** The drawing of the current settings, or of the last ones while they are drawn. */
  text: string;
  /** The current font has not been drawn yet: it is being fetched. */
  loadingFont: boolean;
  failed: boolean;
}

/** The text drawn in a worker, which fetches each font from our own site the first time. */
export function useDrawing(request: DrawRequest): Drawing {
  const { text, font, width, horizontalLayout, verticalLayout } = request;
  const stable = useMemo(
    () => ({ text, font, width, horizontalLayout, verticalLayout }),
    [text, font, width, horizontalLayout, verticalLayout],
  );
  const drawn = useWorkerResult<DrawRequest, OperationResult<string>>(spawnDrawer, stable, workerOptions);
  const drawing = drawn.result?.ok ? drawn.result.value : undefined;
  const failed = drawn.error !== undefined || drawn.result?.ok === false;
  // The last drawing stays while the next one is made, so typing does not flash the output.
  const [shown, setShown] = useState<{ text: string; fonts: ReadonlySet<string> }>(() => ({
    text: defaultDrawing,
    fonts: new Set([defaultFont]),
  }));
  if (drawing !== undefined && (drawing !== shown.text || !shown.fonts.has(font))) {
    setShown({ text: drawing, fonts: new Set(shown.fonts).add(font) });
  }
  return { text: failed ? '' : shown.text, loadingFont: drawn.busy && !shown.fonts.has(font), failed };
}
