import type { GroupMatch, RegexMatch } from './regex-tester';

/** A run of a match's text, coloured as one of its groups (0 or 1, alternating) or as the match. */
export interface MatchPiece {
  text: string;
  group?: 0 | 1;
}

/** The text cut into plain runs and matches, each match cut at its groups. */
export type TextPiece = { plain: string } | { match: MatchPiece[]; index: number };

/** The groups to colour in a match: those that took part and matched something, outer ones over nested ones. */
function colouredGroups(captures: readonly GroupMatch[]): GroupMatch[] {
  const shown: GroupMatch[] = [];
  const ordered = captures
    .filter((capture) => capture.value !== undefined && capture.end > capture.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const capture of ordered) {
    const previous = shown.at(-1);
    if (!previous || capture.start >= previous.end) shown.push(capture);
  }
  return shown;
}

function matchPieces(text: string, match: RegexMatch): MatchPiece[] {
  const end = match.index + match.value.length;
  const pieces: MatchPiece[] = [];
  let at = match.index;
  colouredGroups(match.captures).forEach((group, order) => {
    if (group.start > at) pieces.push({ text: text.slice(at, group.start) });
    pieces.push({ text: text.slice(group.start, group.end), group: (order % 2) as 0 | 1 });
    at = group.end;
  });
  if (end > at) pieces.push({ text: text.slice(at, end) });
  return pieces;
}

/** `text` as plain runs and highlighted matches (matches in order, not overlapping, as a search finds them). */
export function highlightPieces(text: string, matches: readonly RegexMatch[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index < at) continue;
    if (match.index > at) pieces.push({ plain: text.slice(at, match.index) });
    pieces.push({ match: matchPieces(text, match), index: match.index });
    at = match.index + match.value.length;
  }
  if (at < text.length) pieces.push({ plain: text.slice(at) });
  return pieces;
}
