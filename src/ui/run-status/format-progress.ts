/**
 * A share done as a percentage: whole percents, but two decimals below 1%, so that a run taking
 * minutes shows it is moving from the start.
 */
export function formatProgress(fraction: number): string {
  const percent = Math.min(100, Math.max(0, fraction * 100));
  if (percent > 0 && percent < 1) return `${percent.toFixed(2)}%`;
  return `${Math.floor(percent)}%`;
}
