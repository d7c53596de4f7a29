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

/** `{{name}}`, or `{{name, format}}` with the format as i18next writes it (`number`, `number(maximumFractionDigits: 1)`). */
const placeholder = /\{\{\s*([\w.]+)\s*(?:,\s*([^{}]*?)\s*)?\}\}/g;

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

/** A format's options as i18next reads them: `number(maximumFractionDigits: 1; useGrouping: false)`. */
function formatOptions(format: string): { name: string; options: Record<string, unknown> } {
  const open = format.indexOf('(');
  if (open === -1) return { name: format.trim().toLowerCase(), options: {} };
  const options: Record<string, unknown> = {};
  for (const option of format.slice(open + 1, format.lastIndexOf(')')).split(';')) {
    const [key = '', ...rest] = option.split(':');
    const text = rest
      .join(':')
      .trim()
      .replace(/^'+|'+$/g, '');
    if (!key.trim() || key.trim() in options) continue;
    options[key.trim()] =
      text === 'true' ? true : text === 'false' ? false : isNaN(Number(text)) ? text : parseInt(text, 10);
  }
  return { name: format.slice(0, open).trim().toLowerCase(), options };
}

/**
 * A value through its placeholder's format, as i18next's formatter gives it in English: `number` is
 * `Intl.NumberFormat('en')`, with the format's own options, then the text's values (i18next passes
 * them all on), then `formatParams[name]`. A format English does not know leaves the value as it is.
 */
function formatted(value: unknown, format: string, name: string, values: TranslateOptions): string {
  const { name: formatName, options } = formatOptions(format);
  if (formatName !== 'number') return String(value);
  const params = (values.formatParams as Record<string, Record<string, unknown>> | undefined)?.[name] ?? {};
  const all = { ...options, ...values, ...params };
  const language = [params.locale, params.lng, values.locale, values.lng].find((tag) => tag) ?? 'en';
  try {
    return new Intl.NumberFormat(language as string, all as Intl.NumberFormatOptions).format(value as number | bigint);
  } catch {
    return String(value);
  }
}

/**
 * Texts read straight from one English locale file: `{{name}}` placeholders filled in (and
 * `{{name, number}}` formatted as English writes numbers), plural forms chosen by `count` (`_one`,
 * `_other`), the key itself (or `defaultValue`) where the file has no such text, as i18next does.
 * English, the language every page is prerendered in, goes through this alone, so the home page
 * needs no i18n library; a test holds it to i18next's output for every English text.
 */
export function messagesTranslator(messages: Messages): Translate {
  return (key, options = {}) => {
    const text = lookupCounted(messages, key, options.count) ?? options.defaultValue ?? key;
    return text.replace(placeholder, (match, name: string, format: string | undefined) => {
      if (!(name in options)) return match;
      return format ? formatted(options[name], format, name, options) : String(options[name]);
    });
  };
}
