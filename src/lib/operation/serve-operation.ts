import { serveLatest } from '../worker/serve-latest';
import type { Fields } from '../tool-state/fields';
import type { AnyOperation, InputValue, Operation } from './operation';
import { runSafely } from './run';

/** What a page asks a worker serving an operation: the input text and the other fields' values. */
export interface OperationRequest {
  text: string;
  options: Readonly<Record<string, unknown>>;
}

/** Inside a worker: runs `operation` on each request, the latest one winning. */
export function serveOperation<I extends InputValue, O, F extends Fields>(operation: Operation<I, O, F>): void {
  const inputField = operation.input.field;
  serveLatest<OperationRequest, unknown>(({ text, options }) =>
    runSafely(operation as AnyOperation, text, inputField === undefined ? options : { ...options, [inputField]: text }),
  );
}
