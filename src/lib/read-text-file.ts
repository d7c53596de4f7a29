import { message, type Message } from './operation/message';
import { err, ok, type Result } from './result';

/** Larger text would hold the page for seconds in the text box, before any comparing. */
export const maxFileBytes = 5 * 1024 * 1024;

/** A file's text for a text box (a side of a diff, say), or why it is not taken (`common.files.errors.…`). */
export async function readTextFile(file: Blob): Promise<Result<string, Message>> {
  if (file.size > maxFileBytes)
    return err(message('common.files.errors.tooLarge', { megabytes: maxFileBytes / 1024 / 1024 }));
  const text = await file.text();
  // A NUL character never appears in text, JSON included; it is the mark of a binary file.
  return text.includes('\u0000') ? err(message('common.files.errors.notText')) : ok(text);
}
