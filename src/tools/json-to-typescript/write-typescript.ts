import type { InferredField, InferredType } from '../../lib/json/infer-types';
import { isNamedObject, propertyKey, type ObjectType, type TypeModel } from './type-model';

export interface TypeScriptStyle {
  declaration: 'interface' | 'type';
  /** `undefined`: an optional field also admits an explicit `undefined` (for `exactOptionalPropertyTypes`). */
  optional: 'plain' | 'undefined';
  readonly: boolean;
  export: boolean;
}

/** TypeScript declarations: the root's first, then the nested object types; a final newline. */
export function writeTypeScript(model: TypeModel, style: TypeScriptStyle): string {
  const writer = new TypeScriptWriter(model, style);
  const declarations = model.objects.map(({ name, type }) => writer.objectDeclaration(name, type));
  if (!isNamedObject(model.root)) declarations.unshift(writer.alias(model.rootName, model.root));
  return `${declarations.join('\n\n')}\n`;
}

class TypeScriptWriter {
  private readonly model: TypeModel;
  private readonly style: TypeScriptStyle;
  private readonly exported: string;

  constructor(model: TypeModel, style: TypeScriptStyle) {
    this.model = model;
    this.style = style;
    this.exported = style.export ? 'export ' : '';
  }

  alias(name: string, type: InferredType): string {
    return `${this.exported}type ${name} = ${this.typeText(type)};`;
  }

  objectDeclaration(name: string, type: ObjectType): string {
    const members = type.fields.map((field) => `  ${this.member(field)}`);
    return this.style.declaration === 'interface'
      ? [`${this.exported}interface ${name} {`, ...members, '}'].join('\n')
      : [`${this.exported}type ${name} = {`, ...members, '};'].join('\n');
  }

  private member(field: InferredField): string {
    const modifier = this.style.readonly ? 'readonly ' : '';
    const mark = field.optional ? '?' : '';
    const orUndefined = field.optional && this.style.optional === 'undefined' ? ' | undefined' : '';
    return `${modifier}${propertyKey(field.key)}${mark}: ${this.typeText(field.type)}${orUndefined};`;
  }

  /** The type with `| null` when it is nullable. */
  private typeText(type: InferredType): string {
    const base = this.baseText(type);
    return type.nullable && type.kind !== 'null' ? `${base} | null` : base;
  }

  private baseText(type: InferredType): string {
    switch (type.kind) {
      case 'null':
        return 'null';
      case 'unknown':
        return 'unknown';
      case 'boolean':
        return 'boolean';
      case 'integer':
      case 'float':
        return 'number';
      case 'string':
        return 'string';
      case 'array':
        return this.arrayText(type.element);
      case 'object':
        return isNamedObject(type) ? this.model.nameOf(type) : 'Record<string, unknown>';
      case 'union':
        return type.members.map((member) => this.typeText(member)).join(' | ');
    }
  }

  /** `T[]`, the element in parentheses when it is a union, nullable or (read-only) an array itself. */
  private arrayText(element: InferredType): string {
    const text = this.typeText(element);
    const grouped =
      element.kind === 'union' ||
      (element.nullable && element.kind !== 'null') ||
      (this.style.readonly && element.kind === 'array');
    return `${this.style.readonly ? 'readonly ' : ''}${grouped ? `(${text})` : text}[]`;
  }
}
