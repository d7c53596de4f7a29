const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO 3166 region code ("FR" → "France"); undefined when unknown. */
export function regionName(code: string): string | undefined {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
