/** How mime-db describes a type (only the parts we use). */
export interface MimeDbEntry {
  /** Where the type comes from: the IANA registry, Apache's or nginx's type list; none for mime-db's own. */
  source?: string;
  charset?: string;
  compressible?: boolean;
  extensions?: string[];
}

export interface MimeTypeInfo {
  type: string;
  /** In mime-db's order: the first is the type's default extension. */
  extensions: readonly string[];
  source?: string;
  charset?: string;
  compressible?: boolean;
}

export interface MimeRegistry {
  /** Every type that has at least one extension, in database (alphabetical) order. */
  types: readonly MimeTypeInfo[];
  /** Every extension, without its dot, in alphabetical order. */
  extensions: readonly string[];
  extensionsOf(type: string): readonly string[] | undefined;
  /** The type an extension resolves to; several types may list it, the best-scored one wins. */
  typeOf(extension: string): string | undefined;
}

// When several types list one extension, mime-types 3 keeps the type with the highest score: a
// standards-tree name beats a vendor (vnd.), then an experimental (x-, x.) or personal (prs.) one;
// then IANA beats mime-db's own entries, Apache's and nginx's; then the top-level type; then the
// shorter name. On a tie the type met later wins. We follow it so as to give the same answers.
const facetScores: Record<string, number> = { 'prs.': 100, 'x-': 200, 'x.': 300, 'vnd.': 400 };
const defaultFacetScore = 900;
const sourceScores: Record<string, number> = { nginx: 10, apache: 20, iana: 40 };
const defaultSourceScore = 30;
const topLevelScores: Record<string, number> = { application: 1, font: 2, audio: 2, video: 3 };

function typeScore(type: string, source: string | undefined): number {
  if (type === 'application/octet-stream') return 0;
  const [topLevel, subtype = ''] = type.split('/');
  // The facet is the subtype up to its first '.' or 'x-' included, as mime-types cuts it.
  const facet = subtype.replace(/(\.|x-).*/, '$1');
  return (
    (facetScores[facet] ?? defaultFacetScore) +
    ((source && sourceScores[source]) || defaultSourceScore) +
    (topLevelScores[topLevel] ?? 0) +
    (1 - type.length / 100)
  );
}

/** The registry of `db` (mime-db's shape), with mime-types 3's choice among types sharing an extension. */
export function buildMimeRegistry(db: Readonly<Record<string, MimeDbEntry>>): MimeRegistry {
  const types: MimeTypeInfo[] = [];
  const extensionsByType = new Map<string, readonly string[]>();
  const typeByExtension = new Map<string, { type: string; score: number }>();
  for (const [type, entry] of Object.entries(db)) {
    const extensions = entry.extensions ?? [];
    if (extensions.length === 0) continue;
    const { source, charset, compressible } = entry;
    types.push({ type, extensions, source, charset, compressible });
    extensionsByType.set(type, extensions);
    const score = typeScore(type, source);
    for (const extension of extensions) {
      const current = typeByExtension.get(extension);
      if (!current || score >= current.score) typeByExtension.set(extension, { type, score });
    }
  }
  return {
    types,
    extensions: [...typeByExtension.keys()].sort(),
    extensionsOf: (type) => extensionsByType.get(type),
    typeOf: (extension) => typeByExtension.get(extension)?.type,
  };
}
