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

/**
 * Texts read straight from one locale file: `{{name}}` placeholders filled in, the key itself
 * (or `defaultValue`) where the file has no such text, as i18next does. English, the language
 * every page is prerendered in, goes through this alone, so the home page needs no i18n library;
 * a test holds it to i18next's output for every English text.
 */
export function messagesTranslator(messages: Messages): Translate {
  return (key, options = {}) => {
    const text = lookup(messages, key) ?? options.defaultValue ?? key;
    return text.replace(placeholder, (match, name: string) => (name in options ? String(options[name]) : match));
  };
}
