/** Values for a text's `{{name}}` placeholders, and the text to give when the key has none. */
export interface TranslateOptions {
  defaultValue?: string;
  [variable: string]: unknown;
}

/** A text of the current language by its dotted key (`home.allTools`). */
export type Translate = (key: string, options?: TranslateOptions) => string;

export type Messages = { [key: string]: string | Messages };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

const englishPlurals = new Intl.PluralRules('en');

/**
 * The text of `key`, in its plural form for `count` where it has them, named as i18next names them
 * (`key_one`, `key_other`).
 */
function lookupCounted(messages: Messages, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookup(messages, key);
  return (
    lookup(messages, `${key}_${englishPlurals.select(count)}`) ??
    lookup(messages, `${key}_other`) ??
    lookup(messages, key)
  );
}

/**
 * Texts read straight from one English locale file: `{{name}}` placeholders filled in, plural
 * forms chosen by `count` (`_one`, `_other`), the key itself (or `defaultValue`) where the file
 * has no such text, as i18next does. English, the language every page is prerendered in, goes
 * through this alone, so the home page needs no i18n library; a test holds it to i18next's output
 * for every English text.
 */
export function messagesTranslator(messages: Messages): Translate {
  return (key, options = {}) => {
    const text = lookupCounted(messages, key, options.count) ?? options.defaultValue ?? key;
    return text.replace(placeholder, (match, name: string) => (name in options ? String(options[name]) : match));
  };
}
