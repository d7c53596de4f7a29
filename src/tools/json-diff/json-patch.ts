/** An RFC 6902 operation. */
export type PatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

/** A JSON Pointer (RFC 6901) one level down: "~" and "/" in the key escaped. */
export const childPointer = (parent: string, key: string | number) =>
  `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
