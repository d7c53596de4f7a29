import type { Translate } from '../../../src/i18n/translate';
import {
  fieldValues,
  type AnyOperation,
  type InputValue,
  type OperationResult,
} from '../../../src/lib/operation/operation';
import { runSafely } from '../../../src/lib/operation/run';
import { englishWords } from './english';
import type { OperationManifest } from './manifest';
import { optionValues } from './option-values';
import { loadTool } from './tool-modules';

export interface Outcome {
  result: OperationResult<unknown>;
  /** The operation's words, to word its error and notes. */
  words: Translate;
}

/**
 * Runs the operation `described` on `input` with the options given as text (flags, or an MCP call's
 * arguments), loading only its tool's code. Options a field does not take are a UsageError.
 */
export async function invoke(
  described: OperationManifest,
  input: InputValue,
  options: ReadonlyMap<string, string>,
): Promise<Outcome> {
  const tool = await loadTool(described.tool);
  if ('reason' in tool.operations) throw new Error(`${described.tool} has no operations`);
  const operation = tool.operations.list.find((candidate) => candidate.id === described.id) as AnyOperation;
  const given = optionValues(operation.fields, described.options, options);
  const inputField = operation.input.field;
  const values = fieldValues(operation.fields, inputField === undefined ? given : { ...given, [inputField]: input });
  return { result: await runSafely(operation, input, values), words: englishWords(tool.catalogue) };
}
