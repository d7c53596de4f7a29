import type { Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import {
  effectiveTheme,
  loadingConfigKeys,
  mermaidConfig,
  mermaidFailure,
  tooLong,
  withoutRemoteImages,
  withoutRemoteResources,
  type MermaidTheme,
} from './mermaid-editor';

/** The part of Mermaid's API the tool uses (see `loadMermaid`). */
export interface MermaidApi {
  initialize(config: ReturnType<typeof mermaidConfig>): void;
  parse(text: string): Promise<{ diagramType: string; config?: unknown } | false>;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/** Mermaid itself, loaded on first use: its diagram types come later, each when first drawn. */
export const loadMermaid = (): Promise<MermaidApi> =>
  import('mermaid').then((module) => module.default as unknown as MermaidApi);

/** A valid text: its diagram type and the theme it is drawn in (its own, else the one chosen). */
export interface CheckedDiagram {
  diagramType: string;
  theme: MermaidTheme;
  /** Images from other sites (or settings that would load them) were taken out of it. */
  removedImages: boolean;
}

export interface DrawnDiagram {
  svg: string;
  /** Something that would have loaded from another site was taken out. */
  removedRemote: boolean;
}

let drawings = 0;

/**
 * Runs Mermaid one job at a time: its settings are global, so a drawing in one theme must not start
 * while another, in another theme, is under way.
 */
export function mermaidRunner(load: () => Promise<MermaidApi> = loadMermaid) {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(job: (mermaid: MermaidApi) => Promise<T>): Promise<T> => {
    const next = queue.then(async () => job(await load()));
    queue = next.catch(() => undefined);
    return next;
  };

  /** Whether the text is a diagram Mermaid can draw: cheap, nothing drawn. */
  const check = (text: string, chosen: MermaidTheme): Promise<Result<CheckedDiagram, Message>> => {
    const limit = tooLong(text);
    if (limit) return Promise.resolve(err(limit));
    const images = withoutRemoteImages(text);
    return inTurn(async (mermaid) => {
      mermaid.initialize(mermaidConfig(chosen));
      try {
        const parsed = await mermaid.parse(images.text);
        if (!parsed) return err(mermaidFailure(new Error('No diagram type detected')));
        return ok({
          diagramType: parsed.diagramType,
          theme: effectiveTheme(chosen, parsed.config),
          removedImages: images.removed || loadingConfigKeys(parsed.config).length > 0,
        });
      } catch (error) {
        return err(mermaidFailure(error));
      }
    });
  };

  /** The text drawn as SVG (Mermaid's HTML serialisation of it; see `exportedSvg` for a file). */
  const draw = (
    text: string,
    chosen: MermaidTheme,
    options: { htmlLabels?: boolean } = {},
  ): Promise<Result<DrawnDiagram, Message>> => {
    const limit = tooLong(text);
    if (limit) return Promise.resolve(err(limit));
    const images = withoutRemoteImages(text);
    return inTurn(async (mermaid) => {
      try {
        // The diagram's own settings, read first: those that could load a file are dropped.
        mermaid.initialize(mermaidConfig(chosen, options));
        const parsed = await mermaid.parse(images.text);
        const blockedKeys = parsed ? loadingConfigKeys(parsed.config) : [];
        mermaid.initialize(mermaidConfig(chosen, { ...options, blockedKeys }));
        drawings += 1;
        const { svg } = await mermaid.render(`mermaid-editor-${drawings}`, images.text);
        const cleaned = withoutRemoteResources(svg);
        return ok({ svg: cleaned.svg, removedRemote: images.removed || blockedKeys.length > 0 || cleaned.removed });
      } catch (error) {
        return err(mermaidFailure(error));
      }
    });
  };

  return { check, draw };
}

export type MermaidRunner = ReturnType<typeof mermaidRunner>;
