/**
 * Whether an operation's output is what an example expects: the same text or bytes, text matching
 * a pattern (`{ matches: /…/ }`, for random output), or, for named outputs, each expected one.
 */
export function meetsExpectation(actual: unknown, expected: unknown): boolean {
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual);
  if (isPattern(expected)) return typeof actual === 'string' && expected.matches.test(actual);
  if (expected instanceof Uint8Array)
    return (
      actual instanceof Uint8Array && actual.length === expected.length && expected.every((b, i) => actual[i] === b)
    );
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return false;
    return Object.entries(expected).every(([name, value]) =>
      meetsExpectation((actual as Record<string, unknown>)[name], value),
    );
  }
  return Object.is(actual, expected);
}

const isPattern = (value: unknown): value is { matches: RegExp } =>
  typeof value === 'object' && value !== null && (value as { matches?: unknown }).matches instanceof RegExp;
