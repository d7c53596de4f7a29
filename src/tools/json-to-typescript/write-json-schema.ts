import type { InferredType } from '../../lib/json/infer-types';
import { isNamedObject, type ObjectType, type TypeModel } from './type-model';

type Schema = Record<string, unknown>;

const draft = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A JSON Schema (draft 2020-12) of the sample: the root's schema in place, every other object type
 * with fields under `$defs`, referenced by `$ref`. A value of two kinds is an `anyOf`, never a list
 * of types (Ajv's strict mode refuses those), but for a nullable scalar (`["string", "null"]`).
 */
export function writeJsonSchema(model: TypeModel): string {
  const { root } = model;
  const rootSchema = isNamedObject(root) ? objectSchema(model, root) : schemaOf(model, root);
  const defined = model.objects.filter(({ type }) => type !== root);
  const schema: Schema = { $schema: draft, title: model.rootName, ...rootSchema };
  if (defined.length > 0)
    schema.$defs = Object.fromEntries(defined.map(({ name, type }) => [name, objectSchema(model, type)]));
  return JSON.stringify(schema, null, 2);
}

function objectSchema(model: TypeModel, type: ObjectType): Schema {
  const required = type.fields.filter((field) => !field.optional).map((field) => field.key);
  // fromEntries defines each key as its own property, `__proto__` included.
  const properties = Object.fromEntries(type.fields.map((field) => [field.key, schemaOf(model, field.type)]));
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** The schema of a type, `null` admitted when it is nullable. */
function schemaOf(model: TypeModel, type: InferredType): Schema {
  const base = baseSchema(model, type);
  if (!type.nullable || type.kind === 'null') return base;
  if (type.kind === 'union') return { anyOf: [...(base.anyOf as Schema[]), { type: 'null' }] };
  if (typeof base.type === 'string' && base.type !== 'array') return { ...base, type: [base.type, 'null'] };
  return { anyOf: [base, { type: 'null' }] };
}

function baseSchema(model: TypeModel, type: InferredType): Schema {
  switch (type.kind) {
    case 'null':
      return { type: 'null' };
    case 'unknown':
      return {};
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer' };
    case 'float':
      return { type: 'number' };
    case 'string':
      return type.dateTime ? { type: 'string', format: 'date-time' } : { type: 'string' };
    case 'array':
      return type.element.kind === 'unknown'
        ? { type: 'array' }
        : { type: 'array', items: schemaOf(model, type.element) };
    case 'object':
      return isNamedObject(type) ? { $ref: `#/$defs/${model.nameOf(type)}` } : { type: 'object' };
    case 'union':
      return { anyOf: type.members.map((member) => schemaOf(model, member)) };
  }
}
