import { message, type Message } from '../operation/message';
import { err, ok, type Result } from '../result';

/**
 * The type of a JSON sample, as code generators (Go structs, Java classes…) need it: every value
 * of an array merged into one element type, every object of an array into one object type whose
 * fields missing from some of them are optional. Each generator maps it to its own language.
 */
export type InferredType = InferredShape & {
  /** Some sample of it was `null`. */
  nullable: boolean;
};

export type InferredShape =
  /** Only `null` was seen. */
  | { kind: 'null' }
  /** Nothing was seen: the elements of an empty array. */
  | { kind: 'unknown' }
  /**
   * Samples of different kinds (a string and a number, say), one member per kind in first-seen
   * order: the numbers merged into one, likewise the strings, the booleans, the arrays and the
   * objects. Members are never null, nullable or unions: the union itself is nullable.
   */
  | { kind: 'union'; members: InferredType[] }
  | { kind: 'boolean' }
  /** `wide`: some value is outside the 32-bit range (−2,147,483,648…2,147,483,647). */
  | { kind: 'integer'; wide: boolean }
  | { kind: 'float' }
  /** `dateTime`: every sample is an RFC 3339 date-time (`2024-05-01T10:00:00Z`). */
  | { kind: 'string'; dateTime: boolean }
  | { kind: 'array'; element: InferredType }
  | { kind: 'object'; fields: InferredField[] };

export interface InferredField {
  /** The key as written in the JSON. */
  key: string;
  type: InferredType;
  /** Missing from some of the objects merged into this one. */
  optional: boolean;
}

/** Deeper JSON than any real document; it would only blow the stack or make megabytes of code. */
export const maxInferenceDepth = 200;

const int32Min = -2_147_483_648;
const int32Max = 2_147_483_647;
const rfc3339DateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

class TooDeepError extends Error {}

/** The type of a parsed JSON value (see InferredType). */
export function inferJsonType(value: unknown): Result<InferredType, Message> {
  try {
    return ok(infer(value, 0));
  } catch (error) {
    if (error instanceof TooDeepError) return err(message('common.errors.jsonTooDeep', { depth: maxInferenceDepth }));
    throw error;
  }
}

function infer(value: unknown, depth: number): InferredType {
  if (depth > maxInferenceDepth) throw new TooDeepError();
  if (value === null || value === undefined) return { kind: 'null', nullable: true };
  if (typeof value === 'boolean') return { kind: 'boolean', nullable: false };
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return { kind: 'float', nullable: false };
    return { kind: 'integer', wide: value < int32Min || value > int32Max, nullable: false };
  }
  if (typeof value === 'string') return { kind: 'string', dateTime: rfc3339DateTime.test(value), nullable: false };
  if (Array.isArray(value)) {
    let element: InferredType = { kind: 'unknown', nullable: false };
    for (const item of value) element = mergeTypes(element, infer(item, depth + 1));
    return { kind: 'array', element, nullable: false };
  }
  const fields = Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
    key,
    type: infer(item, depth + 1),
    optional: false,
  }));
  return { kind: 'object', fields, nullable: false };
}

/**
 * One type for two samples: integer + float is float, null + T is a nullable T, two objects are
 * one with the union of their fields (first-seen order), two arrays merge their elements, and
 * any other mix is a union of the kinds seen.
 */
export function mergeTypes(a: InferredType, b: InferredType): InferredType {
  if (a.kind === 'unknown') return b;
  if (b.kind === 'unknown') return a;
  const nullable = a.nullable || b.nullable;
  if (a.kind === 'null') return { ...b, nullable: true };
  if (b.kind === 'null') return { ...a, nullable: true };
  if (a.kind === 'integer' && b.kind === 'integer') return { kind: 'integer', wide: a.wide || b.wide, nullable };
  if (isNumber(a) && isNumber(b)) return { kind: 'float', nullable };
  if (a.kind === 'string' && b.kind === 'string')
    return { kind: 'string', dateTime: a.dateTime && b.dateTime, nullable };
  if (a.kind === 'boolean' && b.kind === 'boolean') return { kind: 'boolean', nullable };
  if (a.kind === 'array' && b.kind === 'array')
    return { kind: 'array', element: mergeTypes(a.element, b.element), nullable };
  if (a.kind === 'object' && b.kind === 'object')
    return { kind: 'object', fields: mergeFields(a.fields, b.fields), nullable };
  return { kind: 'union', members: mergeMembers(membersOf(a), membersOf(b)), nullable };
}

function isNumber(type: InferredType): boolean {
  return type.kind === 'integer' || type.kind === 'float';
}

/** The kinds a union keeps apart; two samples of the same family merge into one member. */
function family(type: InferredType): string {
  return isNumber(type) ? 'number' : type.kind;
}

function membersOf(type: InferredType): InferredType[] {
  return type.kind === 'union' ? type.members : [{ ...type, nullable: false }];
}

function mergeMembers(a: InferredType[], b: InferredType[]): InferredType[] {
  const merged = [...a];
  for (const member of b) {
    const index = merged.findIndex((seen) => family(seen) === family(member));
    if (index === -1) merged.push(member);
    else merged[index] = mergeTypes(merged[index], member);
  }
  return merged;
}

function mergeFields(a: InferredField[], b: InferredField[]): InferredField[] {
  const fromB = new Map(b.map((field) => [field.key, field]));
  const merged = a.map((field) => {
    const other = fromB.get(field.key);
    if (!other) return { ...field, optional: true };
    return { key: field.key, type: mergeTypes(field.type, other.type), optional: field.optional || other.optional };
  });
  const inA = new Set(a.map((field) => field.key));
  for (const field of b) if (!inA.has(field.key)) merged.push({ ...field, optional: true });
  return merged;
}

/**
 * A text that is the same for two types exactly when they have the same shape. With `unions`
 * `'any'`, every union of the same nullability reads the same: for a generator that writes any
 * union as one catch-all type (Go's `any`, Java's `Object`).
 */
export function typeSignature(type: InferredType, unions: 'members' | 'any' = 'members'): string {
  if (unions === 'members') return JSON.stringify(type);
  return JSON.stringify(type, (_key, value: unknown) =>
    isUnion(value) ? { kind: 'union', nullable: value.nullable } : value,
  );
}

function isUnion(value: unknown): value is Extract<InferredType, { kind: 'union' }> {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'union';
}
