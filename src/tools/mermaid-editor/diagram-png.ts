// The SVG file as a PNG picture, drawn by the browser on a canvas (page only).

/** Canvases past these are refused by some browsers: a bigger picture is made at a smaller scale. */
const maxSidePx = 16_384;
const maxAreaPx = 100_000_000;

/** Thrown when the browser will not export the canvas (a `<foreignObject>` taints it in some browsers). */
export class TaintedCanvasError extends Error {
  override name = 'TaintedCanvasError';
}

/** The scale, at most `scale`, at which a picture of `width` × `height` units fits a canvas. */
export function fittingScale(width: number, height: number, scale: number): number {
  return Math.min(scale, maxSidePx / width, maxSidePx / height, Math.sqrt(maxAreaPx / (width * height)));
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The SVG could not be read as an image.'));
    image.src = source;
  });
}

/**
 * `svg` (a standalone SVG file, `width` × `height` units) as PNG at `scale` pixels per unit, on a
 * transparent canvas (the file carries its own background, or none).
 */
export async function svgToPng(svg: string, width: number, height: number, scale: number): Promise<Blob> {
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const pixels = fittingScale(width, height, scale);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * pixels));
  canvas.height = Math.max(1, Math.round(height * pixels));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG.'))), 'image/png');
    } catch (error) {
      reject(error instanceof DOMException && error.name === 'SecurityError' ? new TaintedCanvasError() : error);
    }
  });
}

/** Whether this browser can put a PNG on the clipboard. */
export function canCopyPng(): boolean {
  if (typeof ClipboardItem !== 'function' || typeof navigator.clipboard?.write !== 'function') return false;
  const supports = (ClipboardItem as { supports?: (type: string) => boolean }).supports;
  return typeof supports !== 'function' || supports('image/png');
}
