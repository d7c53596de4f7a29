// Counting a text's tokens, and the pieces of text each token (or run of tokens) stands for.
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { countCharacters, countWords } from '../../lib/text-counts';
import type { Tokenizer } from './models';
import type { Vocabulary } from './vocabulary';

/** Only this many segments are drawn; the counts cover the whole text. */
export const shownSegmentLimit = 5000;

/** A piece of the text and the token ids that make it: one, or several for a character split over them. */
export interface Segment {
  text: string;
  ids: number[];
}

export interface TokenCount {
  tokenizer: Tokenizer;
  tokens: number;
  characters: number;
  words: number;
  /** Undefined for an estimate. */
  ids?: number[];
}

/** Whether `bytes` end on a whole UTF-8 character (no sequence left unfinished). */
function endsOnCharacter(bytes: readonly number[]): boolean {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return back >= length;
  }
  // Continuation bytes only: no character will finish them.
  return true;
}

/** The first `limit` segments of `ids`: a token's bytes, joined with the next ones while a character is unfinished. */
export function segmentsOf(vocabulary: Vocabulary, ids: readonly number[], limit = shownSegmentLimit): Segment[] {
  const segments: Segment[] = [];
  let bytes: number[] = [];
  let pending: number[] = [];
  for (const id of ids) {
    if (segments.length >= limit) break;
    bytes.push(...(vocabulary.tokenBytes(id) ?? []));
    pending.push(id);
    if (!endsOnCharacter(bytes)) continue;
    segments.push({ text: new TextDecoder().decode(Uint8Array.from(bytes)), ids: pending });
    bytes = [];
    pending = [];
  }
  if (pending.length > 0 && segments.length < limit)
    segments.push({ text: new TextDecoder().decode(Uint8Array.from(bytes)), ids: pending });
  return segments;
}

/** ⌈characters ÷ 4⌉: the rule of thumb for models whose tokenizer is not public. */
export const estimateTokens = (characters: number) => Math.ceil(characters / 4);

/** The counts of `text` with `vocabulary`, or estimated when there is none. */
export function countTokens(text: string, vocabulary: Vocabulary | undefined): TokenCount {
  const characters = countCharacters(text).all;
  const words = countWords(text);
  if (!vocabulary) return { tokenizer: 'estimate', tokens: estimateTokens(characters), characters, words };
  const ids = vocabulary.encode(text);
  return { tokenizer: vocabulary.name, tokens: ids.length, characters, words, ids };
}

/** Token ids typed as numbers separated by commas, spaces or new lines, in optional brackets. */
export function parseTokenIds(text: string): Result<number[], Message> {
  const inside = text.trim().replace(/^\[/, '').replace(/\]$/, '').trim();
  if (inside === '') return ok([]);
  const parts = inside.split(/[\s,]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return err(message('errors.idsFormat'));
  return ok(parts.map(Number));
}

/** The text of `ids`, an unfinished character shown as �; or the first id the vocabulary lacks. */
export function decodeTokenIds(vocabulary: Vocabulary, ids: readonly number[]): Result<string, Message> {
  const bytes: number[] = [];
  for (const id of ids) {
    const token = vocabulary.tokenBytes(id);
    if (!token) return err(message('errors.unknownId', { id, vocabulary: vocabulary.name }));
    bytes.push(...token);
  }
  return ok(new TextDecoder().decode(Uint8Array.from(bytes)));
}

/** `part` of `whole` as the bar shows it: at most 2 decimals, "< 0.01" for a tiny share. */
export function shareText(part: number, whole: number): string {
  const percent = (part / whole) * 100;
  if (part > 0 && percent < 0.01) return '< 0.01';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(percent);
}

/** A cost in US dollars, 2 to 6 decimals: `$0.00045`. */
export function costText(tokens: number, pricePerMillion: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format((tokens * pricePerMillion) / 1_000_000);
}
