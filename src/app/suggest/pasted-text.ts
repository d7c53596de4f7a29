import type { ClipboardEvent, DragEvent } from 'react';

/**
 * The text pasted into a search field, kept whole (a one-line field would join its lines) for the
 * suggestions: the field's own paste is cancelled. Undefined for a blank paste, left to the field.
 */
export function takePastedText(event: ClipboardEvent<HTMLInputElement>): string | undefined {
  const text = event.clipboardData.getData('text/plain');
  if (text.trim() === '') return undefined;
  event.preventDefault();
  return text;
}

/** The text of a file dropped on a search field; undefined when no file was dropped. */
export function takeDroppedText(event: DragEvent<HTMLInputElement>): Promise<string> | undefined {
  const file = event.dataTransfer.files[0];
  if (!file) return undefined;
  event.preventDefault();
  return file.text();
}

/** Lets a field take a dropped file (the browser would open it instead). */
export const allowDrop = (event: DragEvent<HTMLInputElement>) => event.preventDefault();
