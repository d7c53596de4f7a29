export interface ValidationRule<T = string> {
  validator: (value: T) => unknown;
  message: string;
}

function passes<T>(rule: ValidationRule<T>, value: T): boolean {
  try {
    const verdict = rule.validator(value);
    return verdict !== false && verdict !== null && verdict !== undefined;
  } catch {
    return false;
  }
}

/**
 * Runs every rule; a rule fails when its validator returns false, null or undefined, or throws.
 * The message of the last failing rule is the one to show; undefined when the value is valid.
 */
export function validate<T>(value: T, rules: readonly ValidationRule<T>[]): string | undefined {
  let message: string | undefined;
  for (const rule of rules) if (!passes(rule, value)) message = rule.message;
  return message;
}
