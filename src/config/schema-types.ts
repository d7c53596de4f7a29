export const CONFIG_FORMATS = ['string', 'boolean', 'enum', 'integer', 'float', 'array', 'any'] as const;

export type ConfigFormat = (typeof CONFIG_FORMATS)[number];

interface KeyDeclarationBase {
  /** Name of the environment variable that overrides this key. Its value always arrives as text. */
  readonly env?: string;
}

export interface StringKey extends KeyDeclarationBase {
  readonly format: 'string';
  readonly default: string;
}

export interface BooleanKey extends KeyDeclarationBase {
  readonly format: 'boolean';
  readonly default: boolean;
}

export interface EnumKey extends KeyDeclarationBase {
  readonly format: 'enum';
  readonly values: readonly string[];
  readonly default: string;
}

export interface IntegerKey extends KeyDeclarationBase {
  readonly format: 'integer';
  readonly default: number;
}

export interface FloatKey extends KeyDeclarationBase {
  readonly format: 'float';
  readonly default: number;
}

export interface ArrayKey extends KeyDeclarationBase {
  readonly format: 'array';
  readonly default: readonly string[];
}

export interface AnyKey extends KeyDeclarationBase {
  readonly format: 'any';
  readonly default: unknown;
}

export type KeyDeclaration = StringKey | BooleanKey | EnumKey | IntegerKey | FloatKey | ArrayKey | AnyKey;

/** A group of keys; groups nest, and their names form the dotted key (`app.env`). */
export interface ConfigSchema {
  readonly [name: string]: KeyDeclaration | ConfigSchema;
}

interface ValueByFormat {
  string: string;
  boolean: boolean;
  integer: number;
  float: number;
  array: string[];
  any: unknown;
}

type ValueOfKey<D> = D extends { format: 'enum'; values: readonly (infer V)[] }
  ? V
  : D extends { format: infer F extends keyof ValueByFormat }
    ? ValueByFormat[F]
    : never;

/** The typed, nested object that a schema produces once loaded. */
export type ConfigValues<S> = {
  [K in keyof S]: S[K] extends KeyDeclaration ? ValueOfKey<S[K]> : ConfigValues<S[K]>;
};

export interface SchemaKey {
  /** Dotted name used in messages, e.g. `plausible.domain`. */
  readonly key: string;
  readonly path: readonly string[];
  readonly declaration: KeyDeclaration;
}

export function isKeyDeclaration(node: KeyDeclaration | ConfigSchema): node is KeyDeclaration {
  // A group may contain a child named "format", but that child is an object, never a string.
  return typeof node.format === 'string';
}

export function listSchemaKeys(schema: ConfigSchema, parentPath: readonly string[] = []): SchemaKey[] {
  return Object.entries(schema).flatMap(([name, node]) => {
    const path = [...parentPath, name];
    return isKeyDeclaration(node) ? [{ key: path.join('.'), path, declaration: node }] : listSchemaKeys(node, path);
  });
}
