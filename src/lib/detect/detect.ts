import { kindLineage } from '../operation/kinds';
import type { Detection, Detector } from './detection';
import { detectors as allDetectors } from './detectors';

export interface DetectOptions {
  /** Give up after this long (ms), keeping what was found; checked between detectors. */
  deadlineMs?: number;
  /** The detectors to run (all by default; tests inject their own). */
  detectors?: readonly Detector[];
  /** The clock in ms (performance.now by default; tests inject their own). */
  now?: () => number;
}

/** From this confidence a text reads as data rather than words of a search. */
export const dataConfidence = 0.5;

const depth = (detection: Detection) => kindLineage(detection.kind).length;

/** Runs one detector; one that throws (it should not) gives nothing rather than ending the rest. */
function run(detector: Detector, text: string): readonly Detection[] {
  try {
    const found = detector(text);
    return found === undefined ? [] : Array.isArray(found) ? found : [found as Detection];
  } catch {
    return [];
  }
}

/**
 * What a pasted text may be, best first: every detector runs on the trimmed text, the best
 * detection of each kind is kept, and they are sorted by confidence (on a tie the more specific
 * kind first). Past the deadline it gives what it has. An empty or blank text gives nothing.
 */
export function detect(
  text: string,
  { deadlineMs = 200, detectors = allDetectors, now = () => performance.now() }: DetectOptions = {},
): Detection[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const start = now();
  const best = new Map<Detection['kind'], Detection>();
  for (const detector of detectors) {
    for (const detection of run(detector, trimmed)) {
      const known = best.get(detection.kind);
      if (!known || detection.confidence > known.confidence) best.set(detection.kind, detection);
    }
    if (now() - start > deadlineMs) break;
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence || depth(b) - depth(a));
}

/**
 * Whether a text looks like data (its best detection is at least fairly sure) rather than words
 * typed to search for a tool ("json prettify", "uuid").
 */
export function looksLikeData(text: string, options?: DetectOptions): boolean {
  return (detect(text, options)[0]?.confidence ?? 0) >= dataConfidence;
}
