import type { MimeRegistry, MimeTypeInfo } from '../../lib/mime-types/build';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

/**
 * The extension a typed value names: trimmed, lower-cased, the part after the last '.' of a file
 * name (`.PDF`, `pdf`, `Report.Final.PDF` and `docs/Report.pdf` all give `pdf`).
 */
export function extensionOfInput(text: string): string {
  const fileName = text.trim().toLowerCase().split(/[\\/]/).pop() ?? '';
  return fileName.slice(fileName.lastIndexOf('.') + 1);
}

export interface ExtensionType {
  extension: string;
  type: string;
}

/** The MIME type of a typed extension or file name; undefined when nothing is typed. */
export function lookUpExtension(registry: MimeRegistry, text: string): Result<ExtensionType, Message> | undefined {
  if (text.trim() === '') return undefined;
  const extension = extensionOfInput(text);
  const type = extension === '' ? undefined : registry.typeOf(extension);
  return type === undefined ? err(message('errors.unknownExtension')) : ok({ extension, type });
}

/** The types whose name or one of whose extensions (written `.ext`) holds the query, case-insensitive. */
export function filterMimeTypes(types: readonly MimeTypeInfo[], query: string): readonly MimeTypeInfo[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return types;
  return types.filter(
    (info) => info.type.includes(needle) || info.extensions.some((extension) => `.${extension}`.includes(needle)),
  );
}

/** The type's registration page, for types IANA registers. */
export function ianaPageUrl(info: Pick<MimeTypeInfo, 'type' | 'source'>): string | undefined {
  return info.source === 'iana' ? `https://www.iana.org/assignments/media-types/${info.type}` : undefined;
}
