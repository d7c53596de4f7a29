import { serveLatest } from '../../lib/worker/serve-latest';
import { drawText } from './ascii-text-drawer';
import { loadFont } from './font-loader';
import { galleryDrawRequest, type GalleryEntry, type GalleryRequest } from './font-gallery';

async function drawInFont(sample: string, font: string): Promise<GalleryEntry> {
  try {
    await loadFont(font);
    return { font, drawing: drawText(galleryDrawRequest(sample, font)) };
  } catch {
    return { font, drawing: undefined };
  }
}

// Fonts are fetched one after another, so a newer request (a longer gallery, a new sample) stops
// this one between fonts.
serveLatest(async ({ sample, fonts }: GalleryRequest, { signal }) => {
  const entries: GalleryEntry[] = [];
  for (const font of fonts) {
    signal.throwIfAborted();
    entries.push(await drawInFont(sample, font));
  }
  return entries;
});
