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
  /** A message from logic (an error, a note) in words (a library's, as in `wordNode`, unmarked). */
  word: (message: Message) => string;
  /**
   * A message as page content: `word`'s text. In another language, a library's own words in it (a
   * parser's error, in English, under `detail` or `reason`) give way to the catalogue's words for
   * that kind of error where the logic named it (`detailKey`), else are marked as English text that
   * is not translated.
   */
  wordNode: (message: Message) => ReactNode;
  /** The text of a key that a declaration names (a field's label, say), checked by the registry's test. */
  text: (key: string, values?: TranslateOptions) => string;
  /**
   * The text of a key as page content, some of its placeholders filled with nodes (a value set
   * apart in monospace, a link) where the language puts them: `tNodes('line', { value: <code/> })`.
   */
  tNodes: (key: ToolKey<W>, nodes: Readonly<Record<string, ReactNode>>, values?: TranslateOptions) => ReactNode;
}

/** Message values that hold a library's own words (a parser's error message: English only). */
const libraryTextValues = ['detail', 'reason'];
// Values are set in a translated text between two marks, then the text is split at them: its odd
// parts are the values' names.
const valueMark = '\u0000';
const marked = (name: string) => `${valueMark}${name}${valueMark}`;

/** A text with marked values (see `marked`) as content, each value drawn by `draw`. */
function withValuesDrawn(text: string, draw: (name: string, key: number) => ReactNode): ReactNode {
  const parts = text.split(valueMark);
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 === 0 ? part : draw(part, index))));
}

/**
 * Beside a library's words (`detail`), the key of the catalogue's words for the same error where the
 * logic could tell its kind (`detailKey`: a yaml error's code, say), worded with the message's other
 * values (its line and column). See src/lib/library-text.ts.
 */
const wordsKeyOf = (name: string) => `${name}Key`;

/**
 * The values of a message in another language: each library text whose kind the logic named
 * replaced by the catalogue's words for that kind, in that language.
 */
function inLanguageValues(translate: Translate, values: Message['values'] = {}): Record<string, string | number> {
  const worded: Record<string, string | number> = { ...values };
  for (const name of libraryTextValues) {
    const key = values[wordsKeyOf(name)];
    if (typeof values[name] === 'string' && typeof key === 'string') worded[name] = translate(key, values);
  }
  return worded;
}

/**
 * `message` in words through `translate`, in another language: each library text in it worded by the
 * catalogue where its kind is known, the values that words insert (a character, a name: data taken
 * from the input) marked as not to be translated; else, the last resort, the library's words in a
 * span marked as English.
 */
function markedLibraryText(translate: Translate, message: Message): ReactNode {
  const values = message.values ?? {};
  const texts = libraryTextValues.filter((name) => typeof values[name] === 'string');
  if (texts.length === 0) return translate(message.code, values);
  const data = Object.keys(values).filter(
    (name) =>
      typeof values[name] === 'string' && !texts.includes(name) && !texts.some((text) => name === wordsKeyOf(text)),
  );
  const markedValues: Record<string, string | number> = {
    ...values,
    ...Object.fromEntries(data.map((name) => [name, marked(name)])),
  };
  for (const name of texts) {
    const key = values[wordsKeyOf(name)];
    markedValues[name] = typeof key === 'string' ? translate(key, markedValues) : marked(name);
  }
  return withValuesDrawn(translate(message.code, markedValues), (name, key) =>
    createElement(
      'span',
      texts.includes(name) ? { key, lang: 'en', translate: 'no' } : { key, translate: 'no' },
      String(values[name]),
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
    word: (message) =>
      translate(message.code, translated ? inLanguageValues(translate, message.values) : message.values),
    wordNode: (message) =>
      translated ? markedLibraryText(translate, message) : translate(message.code, message.values),
    text: (key, values) => translate(key, values),
    tNodes: (key, nodes, values) =>
      withValuesDrawn(
        translate(key, { ...values, ...Object.fromEntries(Object.keys(nodes).map((name) => [name, marked(name)])) }),
        (name, index) => createElement(Fragment, { key: index }, nodes[name]),
      ),
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
