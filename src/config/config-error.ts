export interface ConfigIssue {
  /** Dotted key, e.g. `app.env`; for a file that is not an object at all, `config file`. */
  readonly key: string;
  /** Reads after the key: `must be a boolean (got "yes" from VITE_SHOW_BANNER)`. */
  readonly reason: string;
  /** Where the bad value came from: an environment variable name or `config file`. */
  readonly source: string;
}

export const FILE_SOURCE = 'config file';

export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid configuration: ${issues.map((issue) => `${issue.key} ${issue.reason}`).join('; ')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // BigInt and circular structures cannot be serialised.
    return String(value);
  }
}

export function formatMismatch(expected: string, value: unknown, source: string): string {
  return `${expected} (got ${describeValue(value)} from ${source})`;
}
