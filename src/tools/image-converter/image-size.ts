// The size an image is made, from its own size and the "Resize" options.
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const resizeModes = ['original', 'width', 'height', 'box', 'percentage'] as const;
export type ResizeMode = (typeof resizeModes)[number];
export const fitModes = ['contain', 'cover', 'stretch', 'pad'] as const;
export type FitMode = (typeof fitModes)[number];

export const maxSide = 16384;
const maxPixels = 100_000_000;

export interface ResizeOptions {
  resize: ResizeMode;
  width: string;
  height: string;
  fit: FitMode;
  percentage: string;
  noEnlarge: boolean;
}

export interface Size {
  width: number;
  height: number;
}

/** Where the picture goes on the output: the canvas size, and the picture's box on it (a crop or bars). */
export interface Placement {
  canvas: Size;
  /** The picture drawn at this size… */
  drawn: Size;
  /** …at this offset on the canvas (negative: cropped). */
  x: number;
  y: number;
}

const whole = (text: string, min: number, max: number): number | undefined => {
  const value = Number(text);
  return /^\s*\d+\s*$/.test(text) && value >= min && value <= max ? value : undefined;
};

/** The options' numbers, or the first that is wrong. */
export function readResize(
  options: ResizeOptions,
): Result<{ width?: number; height?: number; percentage?: number }, Message> {
  const needsWidth = options.resize === 'width' || options.resize === 'box';
  const needsHeight = options.resize === 'height' || options.resize === 'box';
  const width = needsWidth ? whole(options.width, 1, maxSide) : undefined;
  if (needsWidth && width === undefined) return err(message('errors.width'));
  const height = needsHeight ? whole(options.height, 1, maxSide) : undefined;
  if (needsHeight && height === undefined) return err(message('errors.height'));
  const percentage = options.resize === 'percentage' ? whole(options.percentage, 1, 1000) : undefined;
  if (options.resize === 'percentage' && percentage === undefined) return err(message('errors.percentage'));
  return ok({ width, height, percentage });
}

const atLeastOne = (value: number) => Math.max(1, Math.round(value));

/**
 * How an image of `source` size is placed on its output, by the resize options; `canGrow` false
 * for a raster image under "Don't enlarge" (an SVG may always grow).
 */
export function placement(
  source: Size,
  options: ResizeOptions,
  canGrow = !options.noEnlarge,
): Result<Placement, Message> {
  const read = readResize(options);
  if (!read.ok) return read;
  const { width: W, height: H, percentage } = read.value;
  const { width: w, height: h } = source;
  const limit = (scale: number) => (canGrow ? scale : Math.min(1, scale));
  const scaled = (scale: number): Placement => {
    const size = { width: atLeastOne(w * scale), height: atLeastOne(h * scale) };
    return { canvas: size, drawn: size, x: 0, y: 0 };
  };
  let result: Placement;
  switch (options.resize) {
    case 'original':
      result = scaled(1);
      break;
    case 'width':
      result = scaled(limit(W! / w));
      break;
    case 'height':
      result = scaled(limit(H! / h));
      break;
    case 'percentage':
      result = scaled(limit(percentage! / 100));
      break;
    case 'box': {
      if (options.fit === 'contain') {
        result = scaled(limit(Math.min(W! / w, H! / h)));
        break;
      }
      if (options.fit === 'stretch') {
        const size = canGrow ? { width: W!, height: H! } : { width: Math.min(W!, w), height: Math.min(H!, h) };
        result = { canvas: size, drawn: size, x: 0, y: 0 };
        break;
      }
      const scale = limit(options.fit === 'cover' ? Math.max(W! / w, H! / h) : Math.min(W! / w, H! / h));
      const drawn = { width: atLeastOne(w * scale), height: atLeastOne(h * scale) };
      const canvas = { width: W!, height: H! };
      result = {
        canvas,
        drawn,
        x: Math.round((canvas.width - drawn.width) / 2),
        y: Math.round((canvas.height - drawn.height) / 2),
      };
      break;
    }
  }
  const { width, height } = result.canvas;
  if (width > maxSide || height > maxSide || width * height > maxPixels) return err(message('errors.tooLarge'));
  return ok(result);
}

/** An icon image of `size` x `size`: the picture contained and centred, transparent around it. */
export function iconPlacement(source: Size, size: number): Placement {
  const scale = Math.min(size / source.width, size / source.height);
  const drawn = { width: atLeastOne(source.width * scale), height: atLeastOne(source.height * scale) };
  return {
    canvas: { width: size, height: size },
    drawn,
    x: Math.round((size - drawn.width) / 2),
    y: Math.round((size - drawn.height) / 2),
  };
}
