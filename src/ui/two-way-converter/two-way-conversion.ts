import { serveConversion } from '../../lib/conversion/serve-conversion';
import type { TextConversion } from './text-conversion';

/** Converts a text one way, with the direction's options (plain data: they travel to a worker). */
export type DirectionConvert<Options> = (text: string, options: Options) => TextConversion;

/** What a card asks its worker: which direction, and that direction's options. */
export interface DirectionRequest {
  direction: string;
  options: unknown;
}

/**
 * Inside a tool's worker: converts large text for both directions of a two-way converter, each
 * keyed by its direction's name (the input's field name: `text`, `binary`…).
 */
export function serveTwoWayConversion(directions: Record<string, DirectionConvert<never>>): void {
  serveConversion<DirectionRequest, TextConversion>((text, { direction, options }) =>
    directions[direction](text, options as never),
  );
}
