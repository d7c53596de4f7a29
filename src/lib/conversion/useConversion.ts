import { err } from '../result';
import type { WorkerLike } from '../worker/latest-runner';
import type { Conversion, Converter } from './conversion';
import { useTextComputation } from './useTextComputation';

export interface ConversionState {
  /** Undefined while a large input is being converted. */
  conversion: Conversion | undefined;
  busy: boolean;
}

/**
 * Converts `text` live while it is small, in a worker once it is large (see useTextComputation);
 * a worker that fails shows as a failed conversion. `options` is compared by identity: memoise it.
 */
export function useConversion<Options>(
  text: string,
  options: Options,
  convert: Converter<Options> | undefined,
  spawnWorker: () => WorkerLike,
): ConversionState {
  const { result, error, busy } = useTextComputation(text, options, convert, spawnWorker);
  return { conversion: error === undefined ? result : err(error), busy };
}
