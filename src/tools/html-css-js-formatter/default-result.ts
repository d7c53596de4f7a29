import type { OperationResult } from '../../lib/operation/operation';
import { sizeSummary } from '../../lib/size-summary';
import { beautifiedDefault } from './examples';

/**
 * The result at the default settings (the default page beautified), known in advance so the page
 * shows it at once, prerendered too; a unit test keeps it equal to the operation's.
 */
export const defaultResult: OperationResult<string> = {
  ok: true,
  value: beautifiedDefault,
  notes: [
    { code: 'notes.sizes', values: sizeSummary(118, 148) },
    { code: 'notes.gzip', values: sizeSummary(114, 123) },
  ],
};
