// The `WIFI:` text phone cameras read to join a network: `WIFI:S:<ssid>;T:<type>;P:<password>;;`,
// fields separated by `;`, each `<key>:<value>`, with `\ ; , " :` escaped by a backslash.

import { parseKeyedFields } from './keyed-fields';

/** `text` with the characters the format reserves escaped by a backslash. */
export function escapeWifiValue(text: string): string {
  return text.replace(/[\\;,":]/g, '\\$&');
}

/** The payload of `fields`, given as key and raw value, in order; values are escaped here. */
export function formatWifiPayload(fields: readonly (readonly [key: string, value: string])[]): string {
  return `WIFI:${fields.map(([key, value]) => `${key}:${escapeWifiValue(value)};`).join('')};`;
}

/**
 * The fields of a `WIFI:` text, keys upper-cased, escapes removed, in any order (the first of a
 * repeated key wins); undefined when the text is not one.
 */
export function parseWifiPayload(text: string): ReadonlyMap<string, string> | undefined {
  return /^WIFI:/i.test(text) ? parseKeyedFields(text.slice('WIFI:'.length)) : undefined;
}
