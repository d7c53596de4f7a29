import type { FieldShape } from '../tool-state/fields';
import { storageKey } from '../tool-state/sources';

/** A tool's option that a person's settings file or the site's defaults may give: its shape, and where it is remembered. */
export interface ToolOption {
  shape: FieldShape;
  /** Its local storage key, for an option remembered across visits. */
  storageKey?: string;
}

/** By tool slug, then field name: the options of the tool's operations that are not secrets. */
export type ToolOptions = Record<string, Record<string, ToolOption>>;

interface DeclaredField {
  shape: FieldShape;
  sensitive?: boolean;
  persist?: boolean | 'session';
  storageKey?: string;
}

/** Reads the options from the tools' declarations (`operations` of each tool's operations.ts), by slug. */
export function toolOptionsIndex(declarations: Readonly<Record<string, unknown>>): ToolOptions {
  const index: ToolOptions = {};
  for (const [slug, declared] of Object.entries(declarations)) {
    const list = (declared as { list?: readonly { fields: Record<string, DeclaredField> }[] }).list ?? [];
    const options: Record<string, ToolOption> = {};
    for (const operation of list)
      for (const [name, field] of Object.entries(operation.fields)) {
        if (field.sensitive === true) continue;
        options[name] = {
          shape: field.shape,
          ...(field.persist === true ? { storageKey: field.storageKey ?? storageKey(slug, name) } : {}),
        };
      }
    if (Object.keys(options).length > 0) index[slug] = options;
  }
  return index;
}

/**
 * Whether `value` (from JSON) suits an option of `shape`, as the site's defaults or a settings
 * file give it: a boolean, a whole number within the limits, one of the choices, or text.
 */
export function suitsShape(shape: FieldShape, value: unknown): boolean {
  switch (shape.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isSafeInteger(value) && (value as number) >= shape.min && (value as number) <= shape.max;
    case 'choice':
      return typeof value === 'string' && shape.choices.includes(value);
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';
    default:
      return typeof value === 'string';
  }
}

/** Whether stored text (what `format` wrote) suits an option of `shape`. */
export function textSuitsShape(shape: FieldShape, text: string): boolean {
  switch (shape.type) {
    case 'boolean':
      return text === 'true' || text === 'false';
    case 'integer':
      return /^-?\d{1,16}$/.test(text) && suitsShape(shape, Number(text));
    case 'choice':
      return shape.choices.includes(text);
    default:
      return true;
  }
}
