import { FILE_SOURCE, formatMismatch, type ConfigIssue } from './config-error.ts';
import { isKeyDeclaration, type ConfigSchema } from './schema-types.ts';

export interface FileValues {
  /** Raw values found at declared key positions, by dotted key; not yet checked against their format. */
  readonly values: ReadonlyMap<string, unknown>;
  /** Structural problems: unknown keys, groups that are not objects, a file that is not an object. */
  readonly issues: readonly ConfigIssue[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Walks the parsed config file alongside the schema. An absent file (undefined) yields nothing. */
export function collectFileValues(file: unknown, schema: ConfigSchema): FileValues {
  const values = new Map<string, unknown>();
  const issues: ConfigIssue[] = [];

  if (file === undefined) {
    return { values, issues };
  }
  if (!isPlainObject(file)) {
    issues.push({
      key: FILE_SOURCE,
      reason: formatMismatch('must be an object', file, FILE_SOURCE),
      source: FILE_SOURCE,
    });
    return { values, issues };
  }

  const visit = (group: ConfigSchema, fileGroup: Record<string, unknown>, parentPath: readonly string[]): void => {
    for (const [name, value] of Object.entries(fileGroup)) {
      const key = [...parentPath, name].join('.');
      // hasOwn, not `in`: a file key such as "__proto__" or "toString" must not match inherited members.
      if (!Object.hasOwn(group, name)) {
        issues.push({ key, reason: `is not a known configuration key (in ${FILE_SOURCE})`, source: FILE_SOURCE });
        continue;
      }
      if (value === undefined) {
        continue;
      }
      const node = group[name];
      if (isKeyDeclaration(node)) {
        values.set(key, value);
      } else if (isPlainObject(value)) {
        visit(node, value, [...parentPath, name]);
      } else {
        issues.push({
          key,
          reason: formatMismatch('must be a group of settings (an object)', value, FILE_SOURCE),
          source: FILE_SOURCE,
        });
      }
    }
  };

  visit(schema, file, []);
  return { values, issues };
}
