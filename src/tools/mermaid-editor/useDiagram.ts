import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { liveRenderMaxChars, type MermaidTheme } from './mermaid-editor';
import type { CheckedDiagram, MermaidRunner } from './mermaid-run';

/** Checked this long after typing stops (cheap); drawn once this long has passed. */
const checkDelayMs = 150;
const renderDelayMs = 300;
/** A drawing taking longer than this says "Rendering…". */
const slowRenderMs = 200;

interface Request {
  text: string;
  theme: MermaidTheme;
}

export interface Checked extends Request {
  result: Result<CheckedDiagram, Message>;
}

export interface Drawn extends Request {
  svg: string;
  removedRemote: boolean;
  /** The theme it is drawn in: the text's own, else the one chosen. */
  drawnTheme: MermaidTheme;
}

export interface DrawFailure extends Request {
  error: Message;
}

export interface DiagramState {
  /** The latest text checked, and what Mermaid made of it. */
  checked: Checked | undefined;
  /** The latest drawing that worked: kept while the text has an error. */
  drawn: Drawn | undefined;
  /** A drawing of a valid text that failed. */
  drawFailure: DrawFailure | undefined;
  /** A drawing is under way, and has been for a while. */
  rendering: boolean;
  slow: boolean;
  /** Draws the text now (the "Render" button of a long text). */
  renderNow: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The text checked by Mermaid as it changes and, when valid, drawn: 300 ms after the last change,
 * or on `renderNow` for a text over 20,000 characters. A newer text or theme supersedes the work
 * under way for an older one.
 */
export function useDiagram(runner: MermaidRunner, text: string, theme: MermaidTheme): DiagramState {
  const [checked, setChecked] = useState<Checked>();
  const [drawn, setDrawn] = useState<Drawn>();
  const [drawFailure, setDrawFailure] = useState<DrawFailure>();
  const [rendering, setRendering] = useState(false);
  const [slow, setSlow] = useState(false);
  const generation = useRef(0);

  const draw = useCallback(
    async (round: number, request: Request, diagram: CheckedDiagram) => {
      const current = () => generation.current === round;
      setRendering(true);
      const slowTimer = setTimeout(() => current() && setSlow(true), slowRenderMs);
      const result = await runner.draw(request.text, request.theme);
      clearTimeout(slowTimer);
      if (!current()) return;
      setRendering(false);
      setSlow(false);
      if (result.ok) {
        setDrawn({ ...request, ...result.value, drawnTheme: diagram.theme });
        setDrawFailure(undefined);
      } else setDrawFailure({ ...request, error: result.error });
    },
    [runner],
  );

  useEffect(() => {
    const round = ++generation.current;
    const current = () => generation.current === round;
    setRendering(false);
    setSlow(false);
    if (text.trim() === '') {
      setChecked(undefined);
      setDrawn(undefined);
      setDrawFailure(undefined);
      return;
    }
    const startedAt = performance.now();
    const timer = setTimeout(() => {
      void (async () => {
        const result = await runner.check(text, theme);
        if (!current()) return;
        setChecked({ text, theme, result });
        if (!result.ok || text.length > liveRenderMaxChars) return;
        const rest = renderDelayMs - (performance.now() - startedAt);
        if (rest > 0) await sleep(rest);
        if (current()) await draw(round, { text, theme }, result.value);
      })();
    }, checkDelayMs);
    return () => clearTimeout(timer);
  }, [runner, draw, text, theme]);

  const renderNow = useCallback(() => {
    if (!checked?.result.ok || checked.text !== text || checked.theme !== theme) return;
    void draw(generation.current, { text, theme }, checked.result.value);
  }, [checked, draw, text, theme]);

  return { checked, drawn, drawFailure, rendering, slow, renderNow };
}
