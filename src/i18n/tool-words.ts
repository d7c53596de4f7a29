import { createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import type { Message } from '../lib/operation/message';
import type { MessageKey } from '../lib/operation/operation';
import { commonWords, type CommonWords } from '../lib/words/common';
import { useTranslation } from './i18n';
import { loadedToolTranslator, ToolSlugContext } from './tool-language';
import { messagesTranslator, type Messages, type Translate, type TranslateOptions } from './translate';

/** A key of a tool's catalogue `W`, or of the common words. */
export type ToolKey<W> = MessageKey<W> | `common.${MessageKey<CommonWords>}`;

export interface ToolWords<W> {
  /** The text of a key, its `{{placeholders}}` filled with `values`, its plural chosen by `count`. */
  t: (key: ToolKey<W>, values?: TranslateOptions) => string;
  /** A message from logic (an error, a note) in words. */
  word: (message: Message) => string;
  /**
   * A message as page content: `word`'s text, with a library's own words in it (a parser's error,
   * in English, under `detail` or `reason`) marked as English text that is not translated, in
   * another language.
   */
  wordNode: (message: Message) => ReactNode;
  /** The text of a key that a declaration names (a field's label, say), checked by the registry's test. */
  text: (key: string, values?: TranslateOptions) => string;
}

/** Message values that hold a library's own words (a parser's error message: English only). */
const libraryTextValues = ['detail', 'reason'];
const libraryTextMark = '\u0000';

/** `message` in words through `translate`, each library text in it in a span marked as English. */
function markedLibraryText(translate: Translate, message: Message): ReactNode {
  const values = message.values ?? {};
  const foreign = libraryTextValues.filter((name) => typeof values[name] === 'string');
  if (foreign.length === 0) return translate(message.code, values);
  const marked = Object.fromEntries(foreign.map((name) => [name, `${libraryTextMark}${name}${libraryTextMark}`]));
  // Odd parts are the names of the values marked.
  const parts = translate(message.code, { ...values, ...marked }).split(libraryTextMark);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 0 ? part : createElement('span', { key: index, lang: 'en', translate: 'no' }, String(values[part])),
    ),
  );
}

/**
 * A tool's words, from its English catalogue `words` and the common ones; in another language
 * through `translated` (that language's catalogue), English where it lacks a text.
 */
export function toolWords<W extends Messages>(words: W, translated?: Translate): ToolWords<W> {
  const english = messagesTranslator({ ...words, common: commonWords });
  const translate: Translate = translated
    ? (key, values) => translated(key, { ...values, defaultValue: english(key, values) })
    : english;
  return {
    t: (key, values) => translate(key, values),
    word: (message) => translate(message.code, message.values),
    wordNode: (message) =>
      translated ? markedLibraryText(translate, message) : translate(message.code, message.values),
    text: (key, values) => translate(key, values),
  };
}

/**
 * A tool page's words, in the language shown: `t` for its labels and texts, `word` for the messages
 * its logic gives. `words` is the tool's English catalogue (`import words from './locales/en.json'`),
 * a module constant; the language's own comes with the tool (ToolHost waits for it).
 */
export function useToolWords<W extends Messages>(words: W): ToolWords<W> {
  const slug = useContext(ToolSlugContext);
  const { locale } = useTranslation();
  const translated = (slug && loadedToolTranslator(slug, locale)) || undefined;
  return useMemo(() => toolWords(words, translated), [words, translated]);
}
