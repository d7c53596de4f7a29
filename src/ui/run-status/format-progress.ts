/**
 * A share done as a percentage, in the language of `languageTag` (BCP 47): whole percents, but two
 * decimals below 1%, so that a run taking minutes shows it is moving from the start ("0.04%",
 * "37%"; "0,04 %" in German).
 */
export function formatProgress(fraction: number, languageTag = 'en'): string {
  const percent = Math.min(100, Math.max(0, fraction * 100));
  const decimals = percent > 0 && percent < 1 ? 2 : 0;
  // Rounded as before Intl (toFixed keeps 0.005 below the half when its double is), floored when whole.
  const shown = decimals ? Number(percent.toFixed(2)) : Math.floor(percent);
  return new Intl.NumberFormat(languageTag, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(shown);
}
