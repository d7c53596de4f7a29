import { ok } from '../result';
import { failure, MessageError } from './message';
import type { Note, OperationResult } from './operation';

/** What a text-to-text step gives: the output, maybe with notes about it. */
export type TextStepResult = string | { output: string; notes?: Note[] };

/**
 * The `run` of a text-to-text operation from a step that gives the output or ends with a message
 * (see `fail`): blank input gives an empty output, never an error, and nothing thrown escapes.
 */
export function textToText<V>(step: (text: string, values: V) => TextStepResult) {
  return (text: string, values: V): OperationResult<string> => {
    if (text.trim() === '') return ok('');
    let result: TextStepResult;
    try {
      result = step(text, values);
    } catch (error) {
      if (error instanceof MessageError) return failure(error.detail.code, error.detail.values);
      // A library's own error (a stack exhausted by deep nesting, say): said as it is.
      return failure('common.errors.unexpected', { detail: error instanceof Error ? error.message : String(error) });
    }
    if (typeof result === 'string') return ok(result);
    return result.notes?.length ? { ok: true, value: result.output, notes: result.notes } : ok(result.output);
  };
}
