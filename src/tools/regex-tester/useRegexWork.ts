import { useMemo, useState } from 'react';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import type { RegexRequest, RegexRun } from './regex-tester';
import type { SampleRequest } from './sample';

/** How long a pattern may run on the text before its worker is ended. */
export const regexTimeLimitMs = 2000;
const typingPauseMs = 100;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnMatcher = () => new Worker(new URL('./regex-tester.worker.ts', import.meta.url), { type: 'module' });
const spawnSampler = () => new Worker(new URL('./regex-sample.worker.ts', import.meta.url), { type: 'module' });

// A regex cannot be interrupted from inside: a newer request or the time limit ends the worker.
const workerOptions = { restartOnSupersede: true, timeLimitMs: regexTimeLimitMs, debounceMs: typingPauseMs };

export interface RegexWork {
  /** The outcome for the current request, or the last one while the current one runs. */
  run: Result<RegexRun, Message> | undefined;
  busy: boolean;
  timedOut: boolean;
  /** Why the worker gave no answer, other than the time limit (it could not load, say). */
  failure: string | undefined;
  sample: string;
}

/**
 * Runs the pattern on the text in a worker, never on the page: a pattern that backtracks without
 * end is stopped after `regexTimeLimitMs`. No request (an empty pattern) gives no outcome at once.
 */
export function useRegexWork(request: RegexRequest | undefined): RegexWork {
  const matched = useWorkerResult<RegexRequest, Result<RegexRun, Message>>(spawnMatcher, request, workerOptions);
  const pattern = request?.pattern;
  const flags = request?.flags;
  const sampleRequest = useMemo<SampleRequest | undefined>(
    () => (pattern === undefined || flags === undefined ? undefined : { pattern, flags }),
    [pattern, flags],
  );
  const sampled = useWorkerResult<SampleRequest, string>(spawnSampler, sampleRequest, workerOptions);

  // While a new answer is on its way, the last one stays: the table does not blink at each key.
  const [shownRun, setShownRun] = useState<Result<RegexRun, Message> | undefined>(undefined);
  if (!matched.busy && matched.result !== shownRun) setShownRun(matched.result);

  return {
    run: matched.busy ? shownRun : matched.result,
    busy: matched.busy,
    timedOut: matched.timedOut,
    failure: matched.timedOut ? undefined : matched.error,
    sample: sampled.result ?? '',
  };
}
