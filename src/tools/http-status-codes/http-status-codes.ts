import Fuse from 'fuse.js';
import { message, type Message } from '../../lib/operation/message';
import { httpStatuses, type StatusReference, type StatusType } from './status-codes';
import { unofficialStatuses } from './unofficial-codes';

/** A code as the page lists it: a registered one, or an unofficial one with who uses it. */
export interface StatusEntry {
  code: number;
  name: string;
  type: StatusType | 'Unofficial';
  aliases: readonly string[];
  /** Catalogue key of its one-line description. */
  description: string;
  /** The defining RFC (registered codes). */
  reference?: StatusReference;
  /** The software or service that sends it (unofficial codes). */
  origin?: string;
}

export const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof statusClasses)[number];

/** A group of the page: a class of codes, the unofficial ones, or the search results (its words: `groups.<id>`). */
export interface StatusGroup {
  id: StatusClass | 'unofficial' | 'results';
  statuses: readonly StatusEntry[];
}

/** `4xx` for 404. */
export function classOf(code: number): StatusClass | undefined {
  return statusClasses.find((statusClass) => statusClass[0] === String(code)[0]);
}

const unofficialEntries: readonly StatusEntry[] = unofficialStatuses.map((status) => ({
  ...status,
  type: 'Unofficial',
  aliases: [],
}));

/** The registered codes, then the unofficial ones when asked for. */
export function listedStatuses(withUnofficial: boolean): readonly StatusEntry[] {
  return withUnofficial ? [...httpStatuses, ...unofficialEntries] : httpStatuses;
}

/** The registered codes grouped by class, 1xx to 5xx, and the unofficial ones in a group of their own. */
export function statusGroups(withUnofficial: boolean): StatusGroup[] {
  const groups: StatusGroup[] = statusClasses.map((statusClass) => ({
    id: statusClass,
    statuses: httpStatuses.filter((status) => classOf(status.code) === statusClass),
  }));
  return withUnofficial ? [...groups, { id: 'unofficial', statuses: unofficialEntries }] : groups;
}

/** The first `count` codes of `groups`, in their groups; groups left empty are dropped. */
export function firstStatuses(groups: readonly StatusGroup[], count: number): StatusGroup[] {
  const taken: StatusGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    const statuses = group.statuses.slice(0, left);
    left -= statuses.length;
    if (statuses.length > 0) taken.push({ ...group, statuses });
  }
  return taken;
}

/** The text under a code's title, its description (in words) inserted: saying that it is WebDAV's. */
export function statusDetail({ type }: StatusEntry, description: string): Message {
  return message(type === 'WebDav' ? 'detail.webDav' : 'detail.plain', { description });
}

export function mdnUrl(code: number): string {
  return `https://developer.mozilla.org/docs/Web/HTTP/Status/${code}`;
}

export function rfcUrl({ rfc, section }: StatusReference): string {
  return `https://www.rfc-editor.org/rfc/rfc${rfc}${section ? `#section-${section}` : ''}`;
}

/** `RFC 9110 §15.5.5`, or `RFC 4918` for a code defined by a whole RFC. */
export function rfcLabel({ rfc, section }: StatusReference): Message {
  return section ? message('rfc.section', { rfc, section }) : message('rfc.whole', { rfc });
}

const numberPrefix = /^[1-5]\d{0,2}$/;
const wholeClass = /^([1-5])xx$/i;

/**
 * The search of the page over `statuses`, best match first:
 * - 1 to 3 digits starting with 1–5 (`4`, `40`, `404`): every code starting with them, ascending;
 * - `1xx` to `5xx`: that class;
 * - anything else: a fuzzy search of the names and older names (weighted twice), descriptions,
 *   classes (their titles, `groups.<class>`) and types (`webdav`), Fuse.js at threshold 0.3 anywhere in the text.
 * `text` gives the words of a catalogue key: the descriptions and class titles are searched as shown.
 */
export function createStatusSearch(
  statuses: readonly StatusEntry[],
  text: (key: string) => string,
): (query: string) => StatusEntry[] {
  const searchable = statuses.map((status) => {
    const statusClass = classOf(status.code);
    return {
      ...status,
      description: text(status.description),
      category: statusClass ? text(`groups.${statusClass}`) : '',
      status,
    };
  });
  // A query far longer than every text cannot match at threshold 0.3, and Fuse's time grows with
  // the query's length (a pasted page would freeze the page): such a query is answered at once.
  const longestText = Math.max(
    ...searchable.flatMap((item) =>
      [item.name, item.description, item.category, ...item.aliases].map((text) => text.length),
    ),
  );
  let fuse: Fuse<(typeof searchable)[number]> | undefined;
  const ascending = (matches: StatusEntry[]) => [...matches].sort((a, b) => a.code - b.code);

  return (query) => {
    const trimmed = query.trim();
    if (trimmed === '') return [...statuses];
    if (numberPrefix.test(trimmed))
      return ascending(statuses.filter((status) => String(status.code).startsWith(trimmed)));
    const classDigit = wholeClass.exec(trimmed)?.[1];
    if (classDigit) return ascending(statuses.filter((status) => String(status.code)[0] === classDigit));
    if (trimmed.length > 2 * longestText) return [];
    fuse ??= new Fuse(searchable, {
      keys: [{ name: 'name', weight: 2 }, { name: 'aliases', weight: 2 }, 'description', 'category', 'type'],
      threshold: 0.3,
      ignoreLocation: true,
    });
    return fuse.search(trimmed).map((result) => result.item.status);
  };
}
