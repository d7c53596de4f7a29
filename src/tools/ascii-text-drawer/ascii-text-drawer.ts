import figlet from 'figlet';
import type { DrawRequest } from './ascii-options';

export type { DrawRequest } from './ascii-options';

/** Registers a font's FIGlet (.flf) text under `name`, once. */
export function registerFont(name: string, data: string): void {
  if (!figlet.loadedFonts().includes(name)) figlet.parseFont(name, data);
}

export function isFontRegistered(name: string): boolean {
  return figlet.loadedFonts().includes(name);
}

/** The text drawn in large letters of a registered font; lines are broken at spaces to fit `width`. */
export function drawText({ text, font, width, horizontalLayout, verticalLayout }: DrawRequest): string {
  // figlet draws blank lines for empty text.
  if (text === '') return '';
  return figlet.textSync(text.replace(/\r\n?/g, '\n'), {
    font,
    width,
    whitespaceBreak: true,
    horizontalLayout,
    verticalLayout,
  });
}
