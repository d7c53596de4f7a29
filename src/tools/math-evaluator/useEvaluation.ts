import { useMemo, useState } from 'react';
import type { Result } from '../../lib/result';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import type { Evaluation, EvaluationRequest, OutputFormat } from './output-format';

/** How long an expression may run (factorial(1e7), say) before its worker is ended. */
export const evaluationTimeLimitMs = 3000;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnEvaluator = () => new Worker(new URL('./math-evaluator.worker.ts', import.meta.url), { type: 'module' });

// mathjs cannot be interrupted from inside: a newer expression or the time limit ends the worker.
const workerOptions = { restartOnSupersede: true, timeLimitMs: evaluationTimeLimitMs, debounceMs: 80 };

export interface EvaluationState {
  /** The outcome for the expression; the last one's while a new one is on its way. */
  outcome: Result<Evaluation> | undefined;
  busy: boolean;
  /** Why there is no outcome when the worker gave none (it ran too long or could not start). */
  failure: string | undefined;
}

/** Evaluates the expression in a worker, where mathjs loads: never on the page's thread. */
export function useEvaluation(expression: string, format: OutputFormat): EvaluationState {
  const request = useMemo<EvaluationRequest | undefined>(
    () => (expression.trim() === '' ? undefined : { expression, format }),
    [expression, format],
  );
  const evaluated = useWorkerResult<EvaluationRequest, Result<Evaluation> | undefined>(
    spawnEvaluator,
    request,
    workerOptions,
  );
  // While a new answer is on its way the last one stays, so the result does not blink at each key.
  const [shown, setShown] = useState<Result<Evaluation> | undefined>(undefined);
  if (!evaluated.busy && evaluated.result !== shown) setShown(evaluated.result);

  if (request === undefined) return { outcome: undefined, busy: false, failure: undefined };
  return {
    outcome: evaluated.busy ? shown : evaluated.result,
    busy: evaluated.busy,
    failure: evaluated.timedOut
      ? `The expression ran for over ${evaluationTimeLimitMs / 1000} seconds and was stopped.`
      : evaluated.error,
  };
}
