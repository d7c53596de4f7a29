// Pixels in memory (RGBA, 8 bits a channel, rows top to bottom), for the hosts without a canvas:
// turning a photo upright by its EXIF orientation, and placing a resized picture on its output
// (a crop for Cover, bars for Pad, a background colour under transparency for JPEG).
import type { Placement } from './image-size';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export const blankPixels = (width: number, height: number): Pixels => ({
  data: new Uint8ClampedArray(width * height * 4),
  width,
  height,
});

/**
 * The picture as it is meant to be seen, by its EXIF orientation (1 to 8: 2 mirrored, 3 turned
 * 180°, 4 upside down mirrored, 5 turned 90° counter-clockwise then mirrored, 6 turned 90°
 * clockwise, 7 turned 90° clockwise then mirrored, 8 turned 90° counter-clockwise).
 */
export function orient(source: Pixels, orientation: number): Pixels {
  if (!(orientation >= 2 && orientation <= 8)) return source;
  const { width: w, height: h } = source;
  const sideways = orientation >= 5;
  const out = blankPixels(sideways ? h : w, sideways ? w : h);
  const from = new Uint32Array(source.data.buffer, source.data.byteOffset, w * h);
  const to = new Uint32Array(out.data.buffer);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let nx: number;
      let ny: number;
      switch (orientation) {
        case 2:
          [nx, ny] = [w - 1 - x, y];
          break;
        case 3:
          [nx, ny] = [w - 1 - x, h - 1 - y];
          break;
        case 4:
          [nx, ny] = [x, h - 1 - y];
          break;
        case 5:
          [nx, ny] = [y, x];
          break;
        case 6:
          [nx, ny] = [h - 1 - y, x];
          break;
        case 7:
          [nx, ny] = [h - 1 - y, w - 1 - x];
          break;
        default:
          [nx, ny] = [y, w - 1 - x];
      }
      to[ny * out.width + nx] = from[y * w + x];
    }
  }
  return out;
}

/** `#rrggbb` as its three channels. */
export const rgbOf = (color: string): [number, number, number] => [
  parseInt(color.slice(1, 3), 16),
  parseInt(color.slice(3, 5), 16),
  parseInt(color.slice(5, 7), 16),
];

/**
 * The output: `picture` (already at `placed.drawn` size) at its offset on a canvas of
 * `placed.canvas` size, transparent around it, or over `background` (then fully opaque).
 */
export function compose(picture: Pixels, placed: Placement, background?: string): Pixels {
  const { width, height } = placed.canvas;
  const sameFrame = placed.x === 0 && placed.y === 0 && picture.width === width && picture.height === height;
  if (sameFrame && !background) return picture;
  const out = blankPixels(width, height);
  const [r, g, b] = background ? rgbOf(background) : [0, 0, 0];
  if (background)
    for (let at = 0; at < out.data.length; at += 4) {
      out.data[at] = r;
      out.data[at + 1] = g;
      out.data[at + 2] = b;
      out.data[at + 3] = 255;
    }
  const left = Math.max(0, placed.x);
  const top = Math.max(0, placed.y);
  const right = Math.min(width, placed.x + picture.width);
  const bottom = Math.min(height, placed.y + picture.height);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const to = (y * width + x) * 4;
      const from = ((y - placed.y) * picture.width + (x - placed.x)) * 4;
      const alpha = picture.data[from + 3];
      if (!background) {
        out.data.set(picture.data.subarray(from, from + 4), to);
        continue;
      }
      for (let channel = 0; channel < 3; channel++)
        out.data[to + channel] = Math.round(
          (picture.data[from + channel] * alpha + out.data[to + channel] * (255 - alpha)) / 255,
        );
    }
  }
  return out;
}
