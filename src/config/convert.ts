import { err, ok, type Result } from '../lib/result.ts';
import type { KeyDeclaration } from './schema-types.ts';

/** A configuration value in its key's format, or what the format expected (`must be an integer`). */
export type Conversion = Result<unknown>;

const INTEGER_TEXT = /^[+-]?\d+$/;
// Plain decimal notation only: Number() alone would also accept "", "0x1f" and "Infinity".
const FLOAT_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export function textToBoolean(text: string): boolean {
  return text.trim().toLowerCase() === 'true';
}

/** Whitespace-only text counts as empty; empty items between commas are kept ("a,,b" has three). */
export function textToArray(text: string): string[] {
  if (text.trim() === '') {
    return [];
  }
  return text.split(',').map((item) => item.trim());
}

export function textToInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!INTEGER_TEXT.test(trimmed)) {
    return undefined;
  }
  const value = Number(trimmed);
  // Beyond the safe range the number would silently differ from the text.
  return Number.isSafeInteger(value) ? value : undefined;
}

export function textToFloat(text: string): number | undefined {
  const trimmed = text.trim();
  if (!FLOAT_TEXT.test(trimmed)) {
    return undefined;
  }
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export function textToEnum<V extends string>(text: string, values: readonly V[]): V | undefined {
  const trimmed = text.trim();
  return values.find((value) => value === trimmed);
}

export function describeExpectedFormat(declaration: KeyDeclaration): string {
  switch (declaration.format) {
    case 'string':
      return 'must be a string';
    case 'boolean':
      return 'must be a boolean';
    case 'enum':
      return `must be one of ${declaration.values.join(', ')}`;
    case 'integer':
      return 'must be an integer';
    case 'float':
      return 'must be a number';
    case 'array':
      return 'must be a list of strings';
    case 'any':
      return 'must be set';
  }
}

function acceptedWhen(valid: boolean, value: unknown, declaration: KeyDeclaration): Conversion {
  return valid ? ok(value) : err(describeExpectedFormat(declaration));
}

/** Converts an environment value, which is always text, to the key's format. */
export function convertText(declaration: KeyDeclaration, text: string): Conversion {
  switch (declaration.format) {
    case 'string':
    case 'any':
      return ok(text);
    case 'boolean':
      return ok(textToBoolean(text));
    case 'array':
      return ok(textToArray(text));
    case 'integer': {
      const value = textToInteger(text);
      return acceptedWhen(value !== undefined, value, declaration);
    }
    case 'float': {
      const value = textToFloat(text);
      return acceptedWhen(value !== undefined, value, declaration);
    }
    case 'enum': {
      const value = textToEnum(text, declaration.values);
      return acceptedWhen(value !== undefined, value, declaration);
    }
  }
}

/**
 * Checks a config-file value, which is already typed (parsed JSON).
 * Strict on purpose: no text coercion here, so `"yes"` for a boolean is reported instead of becoming false,
 * and enum values must match exactly.
 */
export function checkFileValue(declaration: KeyDeclaration, value: unknown): Conversion {
  switch (declaration.format) {
    case 'string':
      return acceptedWhen(typeof value === 'string', value, declaration);
    case 'boolean':
      return acceptedWhen(typeof value === 'boolean', value, declaration);
    case 'enum':
      return acceptedWhen(typeof value === 'string' && declaration.values.includes(value), value, declaration);
    case 'integer':
      return acceptedWhen(Number.isSafeInteger(value), value, declaration);
    case 'float':
      return acceptedWhen(typeof value === 'number' && Number.isFinite(value), value, declaration);
    case 'array': {
      const isStringList = Array.isArray(value) && value.every((item) => typeof item === 'string');
      return acceptedWhen(isStringList, isStringList ? [...value] : value, declaration);
    }
    case 'any':
      return acceptedWhen(value !== undefined, value, declaration);
  }
}
