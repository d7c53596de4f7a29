import RandExp from 'randexp';
import { withoutGroupNames } from './group-names';

export interface SampleRequest {
  pattern: string;
  flags: string;
}

/** How many times `*` and `+` repeat at most in a sample: enough to show the shape, short to read. */
const maxRepeat = 8;
const tries = 5;

/**
 * A random string that the regex matches, or '' when none can be made (randexp ignores lookarounds
 * and some Unicode syntax, so every candidate is checked against the real regex).
 */
export function sampleMatching({ pattern, flags }: SampleRequest): string {
  if (pattern === '') return '';
  let regex: RegExp;
  let generator: RandExp;
  try {
    regex = new RegExp(pattern, flags.replace(/[gy]/g, ''));
    generator = new RandExp(withoutGroupNames(pattern), flags);
  } catch {
    return '';
  }
  generator.max = maxRepeat;
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      const candidate = generator.gen();
      if (regex.test(candidate)) return candidate;
    } catch {
      return '';
    }
  }
  return '';
}
