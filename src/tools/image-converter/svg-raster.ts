// An SVG needs a document to be drawn, so the page draws it, in an <img> from a blob: URL (an SVG
// image runs no script and loads nothing), straight at the size it is wanted: sharp when enlarged.
import type { Size } from './image-size';

const lengthPx = (value: string | null) => {
  const match = value === null ? null : /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
};

/** The SVG document, and its size: its width and height in px, else its viewBox's, else 300 x 150. */
export function readSvg(text: string): { document: Document; size: Size } | undefined {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.nodeName !== 'svg' || document.querySelector('parsererror')) return undefined;
  const viewBox = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize =
    viewBox.length === 4 && viewBox.every(Number.isFinite) ? { width: viewBox[2], height: viewBox[3] } : undefined;
  const width = lengthPx(root.getAttribute('width')) ?? boxSize?.width ?? 300;
  const height = lengthPx(root.getAttribute('height')) ?? boxSize?.height ?? 150;
  return { document, size: { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) } };
}

/** The SVG drawn at `size`: its width and height attributes are written first (browsers disagree on an SVG with only a viewBox). */
export async function drawSvg(svg: Document, size: Size): Promise<ImageBitmap> {
  const root = svg.documentElement.cloneNode(true) as Element;
  if (!root.hasAttribute('viewBox')) {
    const original = readSvg(new XMLSerializer().serializeToString(svg))!.size;
    root.setAttribute('viewBox', `0 0 ${original.width} ${original.height}`);
  }
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  root.setAttribute('preserveAspectRatio', 'none');
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(root)], { type: 'image/svg+xml' }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    await image.decode();
    return await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height });
  } finally {
    URL.revokeObjectURL(url);
  }
}
