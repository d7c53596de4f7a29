import type { Kind } from '../operation/kinds';
import { message, type Message } from '../operation/message';
import type detectWords from '../words/detect.en.json';

/** The name of a detection's words: a key of `common.detect` (src/lib/words/detect.en.json). */
export type DetectionName = keyof typeof detectWords;

/** What a pasted text was recognised as. */
export interface Detection {
  /** What it is, in the kinds vocabulary: the most specific kind that fits. */
  kind: Kind;
  /** 0..1: 1 is certain (a JWT whose header reads), about 0.3 merely plausible (a bare number as a timestamp). */
  confidence: number;
  /** The words naming what was recognised: `common.detect.<name>` with its values ("UUID v4"). */
  what: Message;
}

/**
 * Recognises one family of data in a trimmed text, or gives nothing. Pure and fast: it never
 * throws, and it looks at a text's length and shape before any parse, so a large text costs little.
 */
export type Detector = (text: string) => Detection | readonly Detection[] | undefined;

/** A detection worded by `common.detect.<name>`. */
export function detected(kind: Kind, confidence: number, name: DetectionName, values?: Message['values']): Detection {
  return { kind, confidence, what: message(`common.detect.${name}`, values) };
}
