/**
 * Values one part of the app gives a tool's fields as it opens it — a "Send to…", a pasted value, the
 * way back along a trail — held in memory only: never in the URL, history or storage. The tool's
 * `useToolState` takes them right after reading its URL and storage, and keeps the `guarded` fields
 * (a token, a key) out of its URL and storage for as long as the page is open.
 */
export interface HandOff {
  slug: string;
  values: Readonly<Record<string, unknown>>;
  /** Fields whose values stay in the page only. */
  guarded: readonly string[];
}

/** A hand-off not taken this soon was for a page that never opened. */
const freshForMs = 10_000;

let pending: { handOff: HandOff; at: number } | undefined;

export function handOff(next: HandOff): void {
  pending = { handOff: next, at: Date.now() };
}

/**
 * The values handed to `slug` for the fields `names`, once: each `useToolState` of the page takes
 * its own fields, and the hand-off ends when all are taken.
 */
export function takeHandOff(
  slug: string,
  names: readonly string[],
): { values: Record<string, unknown>; guarded: string[] } | undefined {
  if (!pending || pending.handOff.slug !== slug || Date.now() - pending.at > freshForMs) return undefined;
  const { values: given, guarded: guardedNames } = pending.handOff;
  const taken = names.filter((name) => Object.hasOwn(given, name));
  if (taken.length === 0) return undefined;
  const left = Object.fromEntries(Object.entries(given).filter(([name]) => !taken.includes(name)));
  pending = Object.keys(left).length === 0 ? undefined : { ...pending, handOff: { ...pending.handOff, values: left } };
  return {
    values: Object.fromEntries(taken.map((name) => [name, given[name]])),
    guarded: taken.filter((name) => guardedNames.includes(name)),
  };
}

/** One `useToolState`'s values, as the page holds them now. */
interface StatePart {
  slug: string;
  values: Readonly<Record<string, unknown>>;
  guarded: readonly string[];
}

const parts = new Map<string, StatePart>();

export function publishToolState(owner: string, part: StatePart): void {
  parts.set(owner, part);
}

export function withdrawToolState(owner: string): void {
  parts.delete(owner);
}

/** The open tool's whole state (every owner's fields), to hand back to it later; undefined on other pages. */
export function currentToolState(): HandOff | undefined {
  const all = [...parts.values()];
  if (all.length === 0) return undefined;
  return {
    slug: all[0].slug,
    values: Object.assign({}, ...all.map((part) => part.values)),
    guarded: all.flatMap((part) => part.guarded),
  };
}
