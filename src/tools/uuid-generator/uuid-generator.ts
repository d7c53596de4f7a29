import { NIL, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { clampInteger } from '../../lib/clamp-integer';
import { randomInt } from '../../lib/random';
import { failure, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export const uuidVersions = ['NIL', 'v1', 'v3', 'v4', 'v5', 'v6', 'v7'] as const;
export type UuidVersion = (typeof uuidVersions)[number];
export const defaultUuidVersion: UuidVersion = 'v4';

export const uuidQuantityMin = 1;
export const uuidQuantityMax = 50;
export const defaultUuidQuantity = 1;

export const namespacePresets = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;
export type NamespacePreset = keyof typeof namespacePresets;
export const namespacePresetNames = Object.keys(namespacePresets) as NamespacePreset[];
export const defaultNamespace = namespacePresets.URL;

export function isNameBased(version: UuidVersion): version is 'v3' | 'v5' {
  return version === 'v3' || version === 'v5';
}

/** Typed, stored or URL values → an integer in 1–50; unreadable input falls back to 1. */
export function clampUuidQuantity(value: number | string): number {
  return clampInteger(value, uuidQuantityMin, uuidQuantityMax, defaultUuidQuantity);
}

const namespacePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A namespace is the nil UUID or an RFC UUID of version 1–5. Any case is accepted and surrounding
 * spaces are ignored; the value comes back lowercase.
 */
export function parseNamespace(text: string): Result<string, Message> {
  const value = text.trim().toLowerCase();
  if (value === NIL || namespacePattern.test(value)) return ok(value);
  return failure('errors.invalidUuid');
}

/** The preset whose UUID the namespace text holds, if any. */
export function namespacePresetOf(text: string): NamespacePreset | undefined {
  const parsed = parseNamespace(text);
  if (!parsed.ok) return undefined;
  return namespacePresetNames.find((name) => namespacePresets[name] === parsed.value);
}

export interface UuidRequest {
  version: UuidVersion;
  quantity: number;
  /** Only read for v3 and v5. */
  namespace: string;
  name: string;
}

/**
 * `quantity` UUIDs (clamped to 1–50), lowercase with hyphens. v3/v5 are the same on every line;
 * v1 takes the line index as clock sequence; v6 and v7 lines sort in generation order.
 * `now` is the batch's time in Unix milliseconds.
 */
export function generateUuids(request: UuidRequest, now: number = Date.now()): Result<string[], Message> {
  const quantity = clampUuidQuantity(request.quantity);
  const lines = (make: (index: number) => string) => Array.from({ length: quantity }, (_, index) => make(index));

  switch (request.version) {
    case 'NIL':
      return ok(lines(() => NIL));
    case 'v1':
      return ok(lines((index) => v1({ msecs: now, nsecs: index, clockseq: index })));
    case 'v3':
    case 'v5': {
      const namespace = parseNamespace(request.namespace);
      if (!namespace.ok) return namespace;
      // Encoding here rather than in the library: a lone surrogate is replaced instead of throwing.
      const name = new TextEncoder().encode(request.name);
      const uuid = request.version === 'v3' ? v3(name, namespace.value) : v5(name, namespace.value);
      return ok(lines(() => uuid));
    }
    case 'v4':
      return ok(lines(() => v4()));
    case 'v6':
      // The 100-ns tick count goes up by one per line, so the lines sort by their timestamp alone.
      return ok(lines((index) => v6({ msecs: now, nsecs: index })));
    case 'v7': {
      // One millisecond for the batch and a counter from a random start, as RFC 9562 §6.2 allows.
      const start = randomInt(2 ** 31);
      return ok(lines((index) => v7({ msecs: now, seq: start + index })));
    }
  }
}

export interface UuidFormat {
  uppercase: boolean;
  braces: boolean;
  noHyphens: boolean;
}

export const defaultUuidFormat: UuidFormat = { uppercase: false, braces: false, noHyphens: false };

export function formatUuid(uuid: string, { uppercase, braces, noHyphens }: UuidFormat): string {
  let text = noHyphens ? uuid.replaceAll('-', '') : uuid;
  if (uppercase) text = text.toUpperCase();
  return braces ? `{${text}}` : text;
}
