import type { Message } from './operation/message';

/** The message value names that hold a library's own words (src/i18n/tool-words.ts reads them so). */
export type LibraryTextName = 'detail' | 'reason';

/**
 * A library's error as message values: its own words (English) under `name`, shown as they are in
 * English (a spec may quote them) and, in another language, replaced by the catalogue's words for
 * the kind of error (`kind`: a key per code the library gives, with the values its text inserts,
 * such as the line and column) under `<name>Key`. Without a kind, the library's words are the last
 * resort, marked as English.
 */
export function libraryText(
  text: string,
  kind?: Message,
  name: LibraryTextName = 'detail',
): Record<string, string | number> {
  return kind ? { ...kind.values, [name]: text, [`${name}Key`]: kind.code } : { [name]: text };
}
