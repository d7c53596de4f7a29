import { byteSize } from './bytes';

/** A size as a summary shows it: 28 `B`, 1.5 `KB` (the number written in the page's language). */
function sizeOf(byteCount: number): { value: number; unit: string } {
  const { value, unit } = byteSize(byteCount);
  return { value, unit: unit === 'Bytes' ? 'B' : unit };
}

/** The values of a size note: `{{before}} {{beforeUnit}} → {{after}} {{afterUnit}}, {{saving}} %`. */
export type SizeSummary = {
  before: number;
  beforeUnit: string;
  after: number;
  afterUnit: string;
  saving: string;
};

/**
 * The sizes before and after, and the change, as a minifier's note words them: `28 B → 19 B, −32 %`
 * (a growth reads `+25 %`, no change `0 %`).
 */
export function sizeSummary(before: number, after: number): SizeSummary {
  const saving = before === 0 ? 0 : Math.round(((before - after) / before) * 100);
  const signed = saving > 0 ? `−${saving}` : saving < 0 ? `+${-saving}` : '0';
  const [old, changed] = [sizeOf(before), sizeOf(after)];
  return { before: old.value, beforeUnit: old.unit, after: changed.value, afterUnit: changed.unit, saving: signed };
}
