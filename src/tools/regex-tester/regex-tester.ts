import type { Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { invalidRegex } from './regex-error';

/** The flags a person can tick, in the order the page shows them. */
export interface RegexFlags {
  global: boolean;
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
  unicode: boolean;
  unicodeSets: boolean;
}

export const defaultFlags: RegexFlags = {
  global: true,
  ignoreCase: false,
  multiline: false,
  dotAll: true,
  unicode: true,
  unicodeSets: false,
};

/** The flags as a RegExp takes them; `u` and `v` cannot go together, so `u` wins. */
export function flagsText(flags: RegexFlags): string {
  return [
    flags.global && 'g',
    flags.ignoreCase && 'i',
    flags.multiline && 'm',
    flags.dotAll && 's',
    flags.unicode && 'u',
    flags.unicodeSets && !flags.unicode && 'v',
  ]
    .filter(Boolean)
    .join('');
}

/** A group's part of a match: its text and UTF-16 offsets in the text, or nothing if it did not take part. */
export interface GroupMatch {
  name: string;
  value: string | undefined;
  start: number;
  end: number;
}

export interface RegexMatch {
  index: number;
  value: string;
  captures: GroupMatch[];
  groups: GroupMatch[];
}

export interface RegexRun {
  /** The pattern as a regex literal writes it (`/` and line breaks escaped). */
  source: string;
  flags: string;
  matches: RegexMatch[];
  /** More matches were found than are listed. */
  moreMatches: boolean;
  /** The text with every match replaced, as String.prototype.replace does it. */
  replaced: string;
}

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

/** Listing more would only slow the page; a person reads the first ones. */
export const maxListedMatches = 1000;

/** The regex with `flags`, or the engine's reason it is not one. Never runs it. */
export function compileRegex(pattern: string, flags: string): Result<RegExp, Message> {
  try {
    return ok(new RegExp(pattern, flags));
  } catch (error) {
    return err(invalidRegex(error));
  }
}

function groupMatch(name: string, value: string | undefined, range: [number, number] | undefined): GroupMatch {
  return { name, value, start: range?.[0] ?? -1, end: range?.[1] ?? -1 };
}

function describeMatch(found: RegExpExecArray): RegexMatch {
  const indices = found.indices;
  const captures = found
    .slice(1)
    .map((value, at) => groupMatch(String(at + 1), value as string | undefined, indices?.[at + 1]));
  const groups = Object.entries(found.groups ?? {}).map(([name, value]) =>
    groupMatch(name, value, indices?.groups?.[name]),
  );
  return { index: found.index, value: found[0], captures, groups };
}

/** Where to look next after an empty match at `at`: the next character, a whole code point in Unicode mode. */
function nextSearchIndex(text: string, at: number, unicode: boolean): number {
  if (!unicode) return at + 1;
  const codePoint = text.codePointAt(at);
  return at + (codePoint !== undefined && codePoint > 0xffff ? 2 : 1);
}

/**
 * Every non-empty match of `pattern` in `text` (only the first without the `g` flag), with its
 * numbered and named groups. Empty matches are skipped and the search goes on from the next
 * character, so `a*` in `baaa` finds `aaa`.
 */
export function findMatches(
  regex: RegExp,
  text: string,
  limit = maxListedMatches,
): Pick<RegexRun, 'matches' | 'moreMatches'> {
  const searching = new RegExp(regex.source, `${regex.flags.replace(/[gd]/g, '')}gd`);
  const unicode = /[uv]/.test(regex.flags);
  const wanted = regex.global ? limit : 1;
  const matches: RegexMatch[] = [];
  let found: RegExpExecArray | null;
  while ((found = searching.exec(text)) !== null) {
    if (found[0] === '') {
      searching.lastIndex = nextSearchIndex(text, found.index, unicode);
      if (searching.lastIndex > text.length) break;
      continue;
    }
    if (matches.length === wanted) return { matches, moreMatches: true };
    matches.push(describeMatch(found));
    if (!regex.global) break;
  }
  return { matches, moreMatches: false };
}

/** What the page shows for a pattern, a text and a replacement: pure, so it runs in a worker. */
export function runRegex({ pattern, flags, text, replacement }: RegexRequest): Result<RegexRun, Message> {
  const compiled = compileRegex(pattern, flags);
  if (!compiled.ok) return compiled;
  const regex = compiled.value;
  return ok({
    source: regex.source,
    flags,
    ...findMatches(regex, text),
    replaced: text.replace(regex, replacement),
  });
}

/** One group as the table lists it: `"1" = a [0 - 1]`, or `"1" = (unmatched)`, `unmatched` being the word for it. */
export function formatGroup({ name, value, start, end }: GroupMatch, unmatched: string): string {
  return value === undefined ? `"${name}" = ${unmatched}` : `"${name}" = ${value} [${start} - ${end}]`;
}

export function formatGroups(groups: readonly GroupMatch[], unmatched: string): string {
  return groups.map((group) => formatGroup(group, unmatched)).join(', ');
}

/** A match as one line of text: `0 | a=1 | "1" = a [0 - 1] | "key" = a [0 - 1]`. */
export function formatMatch(match: RegexMatch, unmatched: string): string {
  return [
    match.index,
    match.value,
    formatGroups(match.captures, unmatched),
    formatGroups(match.groups, unmatched),
  ].join(' | ');
}

/** The regex as JavaScript source, for the code snippet. */
export function regexLiteral(source: string, flags: string): string {
  return `const re = /${source}/${flags};`;
}
