/**
 * The link that reproduces the open tool, kept up to date by `useToolState` and read by the page's
 * "Copy link" button when clicked. A page may hold several `useToolState` owners (a card with its
 * own fields, say); the link is all of theirs together. With none, the link is the plain path.
 */

/** Text longer than this stays out of links: long URLs break in chats, mail and some servers. */
export const maxLinkedTextLength = 2000;

/** One owner's share of the link. */
export interface LinkPart {
  /** Every field name the owner declares (also the query parameters that preset them). */
  names: readonly string[];
  /** The fragment's name/value pairs: non-default, non-sensitive values short enough for a link. */
  params: readonly (readonly [string, string])[];
  /** Fields left out because their text is too long for a link. */
  omitted: readonly string[];
}

export interface ToolLink {
  /** URLSearchParams-encoded, without the `#`; empty when every value is its default. */
  fragment: string;
  names: readonly string[];
  omitted: readonly string[];
}

const parts = new Map<string, LinkPart>();

export function publishLinkPart(owner: string, part: LinkPart): void {
  parts.set(owner, part);
}

export function withdrawLinkPart(owner: string): void {
  parts.delete(owner);
}

export function currentToolLink(): ToolLink {
  const params = new URLSearchParams();
  const names: string[] = [];
  const omitted: string[] = [];
  for (const part of parts.values()) {
    for (const [name, value] of part.params) params.append(name, value);
    names.push(...part.names);
    omitted.push(...part.omitted);
  }
  return { fragment: params.toString(), names, omitted };
}

/** The address to share: origin and path, then the fragment; the query is dropped. */
export function toolLinkUrl(location: Pick<Location, 'origin' | 'pathname'>, fragment: string): string {
  return `${location.origin}${location.pathname}${fragment === '' ? '' : `#${fragment}`}`;
}
