const regionNames = new Map<string, Intl.DisplayNames>();

function regionNamesIn(languageTag: string): Intl.DisplayNames {
  let names = regionNames.get(languageTag);
  if (!names) {
    names = new Intl.DisplayNames([languageTag, 'en'], { type: 'region' });
    regionNames.set(languageTag, names);
  }
  return names;
}

/**
 * The name of an ISO 3166 region code in the language of `languageTag` (BCP 47; the page's, or
 * 'en' for the command line): "FR" → "France", "Frankreich"; undefined when unknown.
 */
export function regionName(code: string, languageTag: string): string | undefined {
  try {
    const name = regionNamesIn(languageTag).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
