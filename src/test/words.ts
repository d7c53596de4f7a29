import { i18nextNamespaceTranslator } from '../i18n/i18next-translator';
import { commonWordsFrom } from '../i18n/tool-catalogues';
import type { Locale } from '../i18n/locales';
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

const namespaces = new Map<Messages, string>();
const sharedWordFiles = import.meta.glob<Messages>(['../lib/words/*.json', '!../lib/words/*en.json'], {
  eager: true,
  import: 'default',
});

/**
 * A message from logic as the page words it in another language: the tool's English catalogue
 * `words` and that language's, `translated`, with src/lib's shared words in that language (through
 * i18next, as the page reads them).
 */
export function inLanguage(locale: Locale, message: Message, words: Messages, translated: Messages): string {
  let namespace = namespaces.get(translated);
  if (!namespace) namespaces.set(translated, (namespace = `test:${namespaces.size}`));
  const withCommon = { ...translated, common: commonWordsFrom(sharedWordFiles, locale) };
  return toolWords(words, i18nextNamespaceTranslator(locale, namespace, withCommon)).word(message);
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
