import { MessageError, failure } from './message';
import { fieldValues, type AnyOperation, type OperationResult } from './operation';

type AnyResult = OperationResult<unknown>;

function caught(error: unknown): AnyResult {
  if (error instanceof MessageError) return failure(error.detail.code, error.detail.values);
  return failure('common.errors.unexpected', { detail: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `operation` with `values` for all its fields, as every host runs it (the page, a worker, the
 * example tests, the command line): a synchronous operation answers at once. Its failures come back
 * as its result: a MessageError thrown deep in its logic with that message, anything else as an
 * unexpected error.
 */
export function runSafely(
  operation: AnyOperation,
  input: unknown,
  values: Readonly<Record<string, unknown>>,
): AnyResult | Promise<AnyResult> {
  try {
    const result = (operation.run as (input: unknown, values: unknown) => AnyResult | Promise<AnyResult>)(
      input,
      values,
    );
    return result instanceof Promise ? result.catch(caught) : result;
  } catch (error) {
    return caught(error);
  }
}

/** Runs `operation` on `input` with its defaults and the `given` option values. */
export async function runOperation(
  operation: AnyOperation,
  input: unknown,
  given: Readonly<Record<string, unknown>> = {},
): Promise<AnyResult> {
  return runSafely(operation, input, fieldValues(operation.fields, given));
}
