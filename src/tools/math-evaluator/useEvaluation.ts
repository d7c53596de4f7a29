import { useMemo, useState } from 'react';
import { message, type Message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import type { Evaluation, OutputFormat } from './output-format';

/** How long an expression may run (factorial(1e7), say) before its worker is ended. */
export const evaluationTimeLimitMs = 3000;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnEvaluator = () => new Worker(new URL('./math-evaluator.worker.ts', import.meta.url), { type: 'module' });

// mathjs cannot be interrupted from inside: a newer expression or the time limit ends the worker.
const workerOptions = { restartOnSupersede: true, timeLimitMs: evaluationTimeLimitMs, debounceMs: 80 };

type Outcome = OperationResult<Evaluation>;

export interface EvaluationState {
  /** The outcome for the expression; the last one's while a new one is on its way. */
  outcome: Outcome | undefined;
  busy: boolean;
  /** Why there is no outcome when the worker gave none (it ran too long or could not start). */
  failure: Message | undefined;
}

/** Evaluates the expression in a worker serving the operation, where mathjs loads: never on the page's thread. */
export function useEvaluation(expression: string, format: OutputFormat): EvaluationState {
  const request = useMemo<OperationRequest | undefined>(
    () => (expression.trim() === '' ? undefined : { text: expression, options: { format } }),
    [expression, format],
  );
  const evaluated = useWorkerResult<OperationRequest, Outcome>(spawnEvaluator, request, workerOptions);
  // While a new answer is on its way the last one stays, so the result does not blink at each key.
  const [shown, setShown] = useState<Outcome | undefined>(undefined);
  if (!evaluated.busy && evaluated.result !== shown) setShown(evaluated.result);

  if (request === undefined) return { outcome: undefined, busy: false, failure: undefined };
  const failure = evaluated.timedOut
    ? message('errors.timedOut', { seconds: evaluationTimeLimitMs / 1000 })
    : evaluated.error === undefined
      ? undefined
      : message('errors.worker', { detail: evaluated.error });
  return { outcome: evaluated.busy ? shown : evaluated.result, busy: evaluated.busy, failure };
}
