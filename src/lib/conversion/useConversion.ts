import { useMemo } from 'react';
import { err } from '../result';
import { largeInputChars, largeInputDelayMs } from '../useDebouncedWhenLarge';
import type { WorkerLike } from '../worker/latest-runner';
import { useWorkerResult } from '../worker/useWorkerResult';
import type { Conversion, Converter } from './conversion';
import type { ConversionRequest } from './serve-conversion';

export interface ConversionState {
  /** Undefined while a large input is being converted. */
  conversion: Conversion | undefined;
  busy: boolean;
}

/**
 * Converts `text` live while it is small; once it is large, after a pause in typing and in a
 * worker (`spawnWorker`, stable, serving the same converter), so typing never waits for it.
 * `options` is compared by identity: memoise it.
 */
export function useConversion<Options>(
  text: string,
  options: Options,
  convert: Converter<Options>,
  spawnWorker: () => WorkerLike,
): ConversionState {
  const large = text.length > largeInputChars;
  const request = useMemo<ConversionRequest<Options> | undefined>(
    () => (large ? { text, options } : undefined),
    [large, text, options],
  );
  const work = useWorkerResult<ConversionRequest<Options>, Conversion>(spawnWorker, request, {
    debounceMs: largeInputDelayMs,
  });
  const live = useMemo(() => (large ? undefined : convert(text, options)), [large, convert, text, options]);

  if (!large) return { conversion: live, busy: false };
  if (work.error !== undefined) return { conversion: err(work.error), busy: false };
  return { conversion: work.result, busy: work.busy };
}
