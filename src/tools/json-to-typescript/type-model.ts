import { numberedName, pascalCaseName, singularize } from '../../lib/codegen/names';
import { typeSignature, type InferredType } from '../../lib/json/infer-types';

export type ObjectType = Extract<InferredType, { kind: 'object' }>;

export interface NamedObject {
  name: string;
  type: ObjectType;
}

// TypeScript's globals that a declaration of the same name would hide from the code using them.
const globalNames = new Set(
  'Array Boolean Date Error Function JSON Map Math Number Object Omit Partial Pick Promise Readonly ReadonlyArray Record Required RegExp Set String Symbol'.split(
    ' ',
  ),
);

export const defaultRootName = 'Root';

/** An object with fields gets a declaration of its own; `{}` is written in place. */
export function isNamedObject(type: InferredType): type is ObjectType {
  return type.kind === 'object' && type.fields.length > 0;
}

/**
 * The names of a sample's types, shared by the three outputs so that they agree: the root's name,
 * then every object type with fields, named after its key (singular for array elements, `<Root>Item`
 * for the root array's), in first-seen, depth-first order. A name already taken by a different
 * structure or by a TypeScript global is numbered (Date2); the same structure under the same name
 * is declared once.
 */
export class TypeModel {
  readonly root: InferredType;
  readonly rootName: string;
  /** The declared object types, the root's first when it is one. */
  readonly objects: NamedObject[] = [];
  private readonly signatures = new Map<string, string>();
  private readonly names = new Map<ObjectType, string>();

  constructor(root: InferredType, typedRootName: string) {
    this.root = root;
    if (isNamedObject(root)) {
      this.rootName = this.declare(root, pascalCaseName(typedRootName) ?? defaultRootName);
    } else {
      this.rootName = this.reserve(pascalCaseName(typedRootName) ?? defaultRootName);
      this.nameInside(root, `${this.rootName}Item`, true);
    }
  }

  /** The name of an object type with fields met while walking the model's declarations. */
  nameOf(type: ObjectType): string {
    const name = this.names.get(type);
    if (name === undefined) throw new Error('An object type was written before it was named.');
    return name;
  }

  /** The root's own name when it is not an object: an alias, taken by no other type. */
  private reserve(base: string): string {
    const name = numberedName(base, (candidate) => !globalNames.has(candidate));
    this.signatures.set(name, '');
    return name;
  }

  private declare(type: ObjectType, base: string): string {
    const signature = typeSignature(type);
    const name = numberedName(
      base,
      (candidate) => !globalNames.has(candidate) && (this.signatures.get(candidate) ?? signature) === signature,
    );
    this.names.set(type, name);
    if (this.signatures.has(name)) return name;
    this.signatures.set(name, signature);
    // Listed before its fields are named: the declarations come out depth first, in first-seen order.
    this.objects.push({ name, type });
    for (const field of type.fields) this.nameInside(field.type, pascalCaseName(field.key) ?? 'Field', false);
    return name;
  }

  /** Names the object types in `type`; `atRoot`: the root array's elements keep the hint `<Root>Item`. */
  private nameInside(type: InferredType, hint: string, atRoot: boolean): void {
    if (isNamedObject(type)) this.declare(type, hint);
    else if (type.kind === 'array') this.nameInside(type.element, atRoot ? hint : singularize(hint), atRoot);
    else if (type.kind === 'union') for (const member of type.members) this.nameInside(member, hint, atRoot);
  }
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key as a property name: as it is when it is an identifier, else in double quotes (`"first-name"`). */
export function propertyKey(key: string): string {
  return identifier.test(key) ? key : JSON.stringify(key);
}
