import { useEffect, useState } from 'react';

export const largeInputChars = 100_000;
export const largeInputDelayMs = 200;

interface DebounceOptions {
  /** Text longer than this waits for a pause in typing; shorter text passes through at once. */
  thresholdChars?: number;
  delayMs?: number;
}

/**
 * The text to compute with: the current text while it is small, so outputs stay live, and the
 * text as it was at the last pause in typing once it is large, so a multi-megabyte input is not
 * re-processed on every keystroke.
 */
export function useDebouncedWhenLarge(
  text: string,
  { thresholdChars = largeInputChars, delayMs = largeInputDelayMs }: DebounceOptions = {},
): string {
  const [settled, setSettled] = useState(text);
  const large = text.length > thresholdChars;

  useEffect(() => {
    if (!large) return undefined;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, large, delayMs]);

  return large ? settled : text;
}
