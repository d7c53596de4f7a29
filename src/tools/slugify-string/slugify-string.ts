import slugify from '@sindresorhus/slugify';
import { failure, message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';

export interface SlugifyOptions {
  /** Between words; may be empty (words run together). At most `maxSeparatorLength` characters. */
  separator: string;
  lowercase: boolean;
  /** `fooBar` → `foo-bar`. */
  splitCamelCase: boolean;
  /** Each line slugified on its own; empty lines stay empty. */
  perLine: boolean;
  /** Cut longer slugs at a word boundary; 0 for no limit. */
  maxLength: number;
}

export const maxSeparatorLength = 3;

const lineBreaks = /\r\n|\r|\n/;

/**
 * `slug` cut to `maxLength` characters at most, at the end of a word where there is one within
 * the limit (a single over-long word is cut where the limit falls), never on a separator.
 */
export function shortenSlug(slug: string, maxLength: number, separator: string): string {
  if (maxLength <= 0 || slug.length <= maxLength) return slug;
  if (separator === '') return slug.slice(0, maxLength);
  const wordEnd = slug.lastIndexOf(separator, maxLength);
  return wordEnd > 0 ? slug.slice(0, wordEnd) : slug.slice(0, maxLength);
}

function slugOf(text: string, { separator, lowercase, splitCamelCase, maxLength }: SlugifyOptions): string {
  const slug = slugify(text, { separator, lowercase, decamelize: splitCamelCase });
  return shortenSlug(slug, maxLength, separator);
}

function slugsOf(text: string, options: SlugifyOptions): string {
  if (!options.perLine) return slugOf(text, options);
  return text
    .split(lineBreaks)
    .map((line) => slugOf(line, options))
    .join('\n');
}

/**
 * The slug of `text` (one per line with `perLine`), with a note when nothing was left of a text that
 * had something; or why not when the library fails.
 */
export function slugifyText(text: string, options: SlugifyOptions): OperationResult<string> {
  let slug: string;
  try {
    slug = slugsOf(text, options);
  } catch {
    return failure('errors.failed');
  }
  return isNothingLeft(text, slug)
    ? { ...ok(slug), notes: [{ ...message('notes.nothingLeft'), warning: true }] }
    : ok(slug);
}

/** Whether to say that nothing was left: the text had something, the slug has nothing. */
export function isNothingLeft(text: string, slug: string): boolean {
  return text.trim() !== '' && slug.trim() === '';
}

/** The separator as typed, kept to its first `maxSeparatorLength` characters. */
export function limitSeparator(separator: string): string {
  return [...separator].slice(0, maxSeparatorLength).join('');
}
