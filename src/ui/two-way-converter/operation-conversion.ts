import type { Message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import type { TextConversion } from './text-conversion';

/** An operation's result as a conversion card shows it: worded errors, hints and warnings. */
export function operationConversion(
  result: OperationResult<string>,
  word: (message: Message) => string,
): TextConversion {
  if (!result.ok) {
    const { hint } = result.error;
    return err(hint ? { message: word(result.error), hint: word(hint) } : word(result.error));
  }
  const warnings = (result.notes ?? []).filter((note) => note.warning);
  return warnings.length ? ok({ text: result.value, notice: warnings.map(word).join(' ') }) : result.value;
}
