import { ok } from '../../lib/result';

// The default query at the default options (the spec's example 1), as the worker lays it out: the
// page shows it before the worker answers, the prerendered page included. A unit test keeps it true.
export const defaultSqlResult = ok(
  ['SELECT', '  field1,', '  field2,', '  field3', 'FROM', '  my_table', 'WHERE', '  my_condition;'].join('\n'),
);
