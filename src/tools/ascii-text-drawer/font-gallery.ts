import type { DrawRequest } from './ascii-options';

/** The gallery draws a short sample, so three hundred fonts stay quick to draw and to read. */
export const gallerySampleMaxChars = 12;
const fallbackSample = 'Abc';

export interface GalleryRequest {
  sample: string;
  fonts: readonly string[];
}

/** One font's drawing of the sample, or undefined when the font could not draw it. */
export interface GalleryEntry {
  font: string;
  drawing: string | undefined;
}

/** The first line of the text with something to draw, cut short; a stock word when there is none. */
export function gallerySample(text: string): string {
  const firstLine = text.split(/\r\n?|\n/).find((line) => line.trim() !== '') ?? '';
  return [...firstLine.trim()].slice(0, gallerySampleMaxChars).join('') || fallbackSample;
}

/** What the gallery asks figlet for each font: the sample, on one wide line, in the font's own layout. */
export function galleryDrawRequest(sample: string, font: string): DrawRequest {
  return { text: sample, font, width: 1000, horizontalLayout: 'default', verticalLayout: 'default' };
}
