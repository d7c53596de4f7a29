import { useMemo } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { err } from '../../lib/result';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { showConversion, type ShownConversion, type TextConversion } from './text-conversion';

/**
 * A worker that converts large input off the page: it serves `convert` (serveConversion), which
 * receives `options` with the text. Give module-level `spawn` and `convert`, and memoise the whole.
 */
export interface ConversionWorker {
  spawn: () => WorkerLike;
  // Method syntax on purpose: a convert function taking any options type fits.
  convert(text: string, options: unknown): unknown;
  options: unknown;
  /** What `convert` (and the worker) give, as the card shows it. */
  show(result: unknown): TextConversion;
}

const convertNothing = (): TextConversion => '';
const noWorker = (): WorkerLike => {
  throw new Error('No worker for this conversion');
};

/**
 * `text` converted and ready to show. Without a worker, on the page, large text at pauses in
 * typing; with one, large text in the worker, `busy` until it answers (the output blank meanwhile).
 */
export function useShownConversion(
  text: string,
  convert: (text: string) => TextConversion,
  worker: ConversionWorker | undefined,
): { shown: ShownConversion; busy: boolean } {
  const settledText = useDebouncedWhenLarge(worker ? '' : text);
  const onPage = useMemo(
    () => (worker ? undefined : showConversion(convert(settledText))),
    [worker, convert, settledText],
  );
  const offPage = useTextComputation(
    worker ? text : '',
    worker?.options,
    worker?.convert ?? convertNothing,
    worker?.spawn ?? noWorker,
  );
  if (onPage) return { shown: onPage, busy: false };
  if (offPage.error !== undefined) return { shown: showConversion(err(offPage.error)), busy: false };
  return {
    shown: showConversion(offPage.result === undefined ? '' : worker!.show(offPage.result)),
    busy: offPage.busy,
  };
}
