import { toolWords } from '../i18n/tool-words';
import type { Messages } from '../i18n/translate';
import { MessageError, type Message } from '../lib/operation/message';

/**
 * A message from logic as the page words it in English, for tests that hold the spec's exact
 * sentences: the tool's catalogue `words`, else the common words.
 */
export function inEnglish(message: Message, words: Messages = {}): string {
  return toolWords(words).word(message);
}

/** A result's error in English words, or the result itself when it succeeded. */
export function errorInEnglish<T>(
  result: { ok: true; value: T } | { ok: false; error: Message },
  words: Messages = {},
): string | { ok: true; value: T } {
  return result.ok ? result : inEnglish(result.error, words);
}

/** What `run` ends with (see `fail`), in English words; undefined when it ends well. */
export function thrownInEnglish(run: () => unknown, words: Messages = {}): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof MessageError) return inEnglish(error.detail, words);
    throw error;
  }
}
