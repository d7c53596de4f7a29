import { numberedName, pascalCaseName, singularize } from '../../lib/codegen/names';
import { typeSignature, type InferredType } from '../../lib/json/infer-types';
import { javaFieldName } from './java-names';

/** A field's type, for Java or Kotlin to write in their words. `nullable`: null or missing in some sample. */
export type ValueType =
  | { kind: 'string' | 'boolean' | 'integer' | 'long' | 'double' | 'any'; nullable: boolean }
  | { kind: 'list'; element: ValueType; nullable: boolean }
  | { kind: 'class'; name: string; nullable: boolean };

export interface ModelField {
  /** The key as written in the JSON. */
  key: string;
  name: string;
  type: ValueType;
}

export interface ModelClass {
  name: string;
  fields: ModelField[];
}

export type ObjectType = Extract<InferredType, { kind: 'object' }>;

// Names the generated code already uses: a class of one of them would hide it.
const takenClassNames = new Set([
  'Any',
  'Boolean',
  'Data',
  'Double',
  'Int',
  'Integer',
  'JsonIgnoreProperties',
  'JsonProperty',
  'List',
  'Long',
  'Object',
  'Objects',
  'Override',
  'String',
]);

/**
 * The classes of a sample, the root's first, then the nested ones depth first as first seen; each
 * structure is named once (an identical one reuses the name, a different one is numbered).
 */
export class ClassModel {
  readonly classes: ModelClass[] = [];
  usesList = false;
  private readonly signatures = new Map<string, string>();

  /** Names `type` after `base` (base2, base3… when a different class has it) and declares it and the classes inside. */
  declare(type: ObjectType, base: string): string {
    const signature = typeSignature(type, 'any');
    const name = numberedName(
      base,
      (candidate) => !takenClassNames.has(candidate) && (this.signatures.get(candidate) ?? signature) === signature,
    );
    if (this.signatures.has(name)) return name;
    this.signatures.set(name, signature);
    const modelClass: ModelClass = { name, fields: [] };
    // Pushed before its fields are typed: the classes come out depth first, in first-seen order.
    this.classes.push(modelClass);
    const used = new Set<string>();
    for (const field of type.fields) {
      const fieldName = numberedName(javaFieldName(field.key), (candidate) => !used.has(candidate));
      used.add(fieldName);
      const valueType = this.valueType(field.type, pascalCaseName(field.key) ?? 'Field');
      modelClass.fields.push({
        key: field.key,
        name: fieldName,
        type: { ...valueType, nullable: valueType.nullable || field.optional },
      });
    }
    return name;
  }

  /** `hint` names a nested class. */
  private valueType(type: InferredType, hint: string): ValueType {
    const { nullable } = type;
    switch (type.kind) {
      case 'string':
      case 'boolean':
        return { kind: type.kind, nullable };
      case 'integer':
        return { kind: type.wide ? 'long' : 'integer', nullable };
      case 'float':
        return { kind: 'double', nullable };
      case 'array':
        this.usesList = true;
        return { kind: 'list', element: this.valueType(type.element, singularize(hint)), nullable };
      case 'object':
        return { kind: 'class', name: this.declare(type, hint), nullable };
      default:
        return { kind: 'any', nullable: true };
    }
  }
}
