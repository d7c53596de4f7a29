import type { InferredField, InferredType } from '../../lib/json/infer-types';
import { isNamedObject, propertyKey, type ObjectType, type TypeModel } from './type-model';

/**
 * A Zod 4 schema of the sample: one `const` per object type, each after the schemas it uses (a
 * `const` cannot be used before it is defined), the root's last, then the root's type.
 */
export function writeZod(model: TypeModel, exportDeclarations: boolean): string {
  return new ZodWriter(model, exportDeclarations).write();
}

class ZodWriter {
  private readonly model: TypeModel;
  private readonly exported: string;
  private readonly blocks: string[] = ['import { z } from "zod";'];
  private readonly written = new Set<string>();

  constructor(model: TypeModel, exportDeclarations: boolean) {
    this.model = model;
    this.exported = exportDeclarations ? 'export ' : '';
  }

  write(): string {
    const { root, rootName } = this.model;
    this.declareInside(root);
    if (!isNamedObject(root)) this.blocks.push(`${this.exported}const ${rootName}Schema = ${this.schemaText(root)};`);
    this.blocks.push(`${this.exported}type ${rootName} = z.infer<typeof ${rootName}Schema>;`);
    return `${this.blocks.join('\n\n')}\n`;
  }

  /** Writes the schemas of the object types in `type`, each after those it uses. */
  private declareInside(type: InferredType): void {
    if (isNamedObject(type)) this.declareObject(type);
    else if (type.kind === 'array') this.declareInside(type.element);
    else if (type.kind === 'union') for (const member of type.members) this.declareInside(member);
  }

  private declareObject(type: ObjectType): void {
    const name = this.model.nameOf(type);
    if (this.written.has(name)) return;
    this.written.add(name);
    for (const field of type.fields) this.declareInside(field.type);
    const members = type.fields.map((field) => `  ${this.member(field)}`);
    this.blocks.push([`${this.exported}const ${name}Schema = z.object({`, ...members, '});'].join('\n'));
  }

  private member(field: InferredField): string {
    // In an object literal, `__proto__:` (quoted or not) sets the prototype; a computed key does not.
    const key = field.key === '__proto__' ? '["__proto__"]' : propertyKey(field.key);
    return `${key}: ${this.schemaText(field.type)}${field.optional ? '.optional()' : ''},`;
  }

  /** The schema of a type, `.nullable()` when it is. */
  private schemaText(type: InferredType): string {
    const base = this.baseText(type);
    return type.nullable && type.kind !== 'null' ? `${base}.nullable()` : base;
  }

  private baseText(type: InferredType): string {
    switch (type.kind) {
      case 'null':
        return 'z.null()';
      case 'unknown':
        return 'z.unknown()';
      case 'boolean':
        return 'z.boolean()';
      case 'integer':
        return 'z.number().int()';
      case 'float':
        return 'z.number()';
      case 'string':
        return type.dateTime ? 'z.iso.datetime({ offset: true })' : 'z.string()';
      case 'array':
        return `z.array(${this.schemaText(type.element)})`;
      case 'object':
        return isNamedObject(type) ? `${this.model.nameOf(type)}Schema` : 'z.record(z.string(), z.unknown())';
      case 'union':
        return `z.union([${type.members.map((member) => this.schemaText(member)).join(', ')}])`;
    }
  }
}
