import { err, ok, type Result } from './result';

/** Larger text would hold the page for seconds in the text box, before any comparing. */
export const maxFileBytes = 5 * 1024 * 1024;

export const fileTooLargeMessage = 'This file is too large to compare here (over 5 MB).';
export const notTextFileMessage = 'This file is not text.';

/** A file's text for a text box (a side of a diff, say), or why it is not taken. */
export async function readTextFile(file: Blob): Promise<Result<string, string>> {
  if (file.size > maxFileBytes) return err(fileTooLargeMessage);
  const text = await file.text();
  // A NUL character never appears in text, JSON included; it is the mark of a binary file.
  return text.includes('\u0000') ? err(notTextFileMessage) : ok(text);
}
