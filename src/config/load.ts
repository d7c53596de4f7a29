import { ConfigError, FILE_SOURCE, formatMismatch, type ConfigIssue } from './config-error.ts';
import { checkFileValue, convertText, type Conversion } from './convert.ts';
import { collectFileValues } from './file-values.ts';
import { configSchema, type AppConfig } from './schema.ts';
import {
  listSchemaKeys,
  type ConfigSchema,
  type ConfigValues,
  type KeyDeclaration,
  type SchemaKey,
} from './schema-types.ts';

export { ConfigError, type ConfigIssue } from './config-error.ts';

export interface ConfigSources {
  /** Environment variables; undefined means absent, while an empty string is a value. */
  env?: Record<string, string | undefined>;
  /** The parsed config file, e.g. `{ "app": { "env": "production" }, "showBanner": true }`. */
  file?: unknown;
}

/** Wraps a found value so that a legitimate `null` (format "any") is not mistaken for "nothing found". */
type Found = { value: unknown } | undefined;

export function loadConfig(sources: ConfigSources = {}): AppConfig {
  return loadConfigWithSchema(configSchema, sources);
}

/**
 * Resolves every key as environment > config file > default, and validates every value supplied.
 * A bad file value is reported even when the environment overrides it: the file must be valid on its own.
 */
export function loadConfigWithSchema<S extends ConfigSchema>(schema: S, sources: ConfigSources = {}): ConfigValues<S> {
  const file = collectFileValues(sources.file, schema);
  const issues: ConfigIssue[] = [...file.issues];
  const config: Record<string, unknown> = {};

  const accept = (entry: SchemaKey, conversion: Conversion, raw: unknown, source: string): Found => {
    if (conversion.ok) {
      return { value: conversion.value };
    }
    issues.push({ key: entry.key, reason: formatMismatch(conversion.error, raw, source), source });
    return undefined;
  };

  for (const entry of listSchemaKeys(schema)) {
    const { key, declaration } = entry;

    const fromFile = file.values.has(key)
      ? accept(entry, checkFileValue(declaration, file.values.get(key)), file.values.get(key), FILE_SOURCE)
      : undefined;

    const envName = declaration.env;
    const envText = envName === undefined ? undefined : sources.env?.[envName];
    const fromEnv =
      envName !== undefined && envText !== undefined
        ? accept(entry, convertText(declaration, envText), envText, envName)
        : undefined;

    setAt(config, entry.path, (fromEnv ?? fromFile ?? { value: defaultValue(declaration) }).value);
  }

  if (issues.length > 0) {
    throw new ConfigError(issues);
  }
  // Safe: the loop above wrote exactly one checked value per schema key.
  return config as ConfigValues<S>;
}

function defaultValue(declaration: KeyDeclaration): unknown {
  // A fresh copy, so that a caller mutating its config cannot change the schema's default.
  return Array.isArray(declaration.default) ? [...declaration.default] : declaration.default;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const parents = path.slice(0, -1);
  const leaf = path[path.length - 1];
  let group = target;
  for (const name of parents) {
    group[name] ??= {};
    group = group[name] as Record<string, unknown>;
  }
  group[leaf] = value;
}
