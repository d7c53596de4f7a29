import { numberedName, singularize } from '../../lib/codegen/names';
import { ConversionError, defineConverter } from '../../lib/conversion/conversion';
import { readJson } from '../../lib/formats/json';
import { inferJsonType, typeSignature, type InferredType } from '../../lib/json/infer-types';
import { accessorName, javaClassName, javaFieldName, javaPackageName } from './java-names';

export type JavaStyle = 'getters-setters' | 'public-fields' | 'record' | 'lombok';

export const styleOptions: readonly { label: string; value: JavaStyle }[] = [
  { label: 'Getters and setters', value: 'getters-setters' },
  { label: 'Public fields', value: 'public-fields' },
  { label: 'Record', value: 'record' },
  { label: 'Lombok @Data', value: 'lombok' },
];

export interface JavaOptions {
  className: string;
  packageName: string;
  style: JavaStyle;
  /** `@JsonProperty("<key>")` on every field or record component. */
  jackson: boolean;
  /** Nested classes as `public static` members of the root class. */
  nested: boolean;
}

export const defaultJavaOptions: JavaOptions = {
  className: 'Root',
  packageName: '',
  style: 'getters-setters',
  jackson: false,
  nested: false,
};

export const invalidJsonMessage = 'Provided JSON is not valid.';
export const rootNotObjectMessage = 'The JSON root must be an object or an array of objects.';

const defaultClassName = 'Root';
const indentUnit = '    ';
// Names the generated code already uses: a class of one of them would hide it.
const takenClassNames = new Set([
  'Boolean',
  'Data',
  'Double',
  'Integer',
  'JsonProperty',
  'List',
  'Long',
  'Object',
  'String',
]);

type ObjectType = Extract<InferredType, { kind: 'object' }>;

interface JavaField {
  key: string;
  name: string;
  type: string;
}

interface JavaClass {
  name: string;
  fields: JavaField[];
}

/** Java classes or records for a JSON sample (JSON5 read too): the root's first, then nested ones depth first. */
export const convertJsonToJava = defineConverter<JavaOptions>((json, options) => {
  const inferred = inferJsonType(readJson(json, invalidJsonMessage));
  if (!inferred.ok) throw new ConversionError(inferred.error);
  const root = rootObject(inferred.value);
  if (!root) throw new ConversionError(rootNotObjectMessage);
  const model = new ClassModel();
  model.declare(root, javaClassName(options.className) ?? defaultClassName);
  return writeJava(model, options);
});

/** The object the root class describes: the root itself, or the merged elements of a root array. */
function rootObject(type: InferredType): ObjectType | undefined {
  if (type.kind === 'object') return type;
  if (type.kind === 'array' && type.element.kind === 'object') return type.element;
  return undefined;
}

/** The classes of a sample, each named once: an identical structure reuses its name. */
class ClassModel {
  readonly classes: JavaClass[] = [];
  usesList = false;
  private readonly signatures = new Map<string, string>();

  /** Names `type` after `base` (base2, base3… when a different class has it) and declares it and the classes inside. */
  declare(type: ObjectType, base: string): string {
    const signature = typeSignature(type);
    const name = numberedName(
      base,
      (candidate) => !takenClassNames.has(candidate) && (this.signatures.get(candidate) ?? signature) === signature,
    );
    if (this.signatures.has(name)) return name;
    this.signatures.set(name, signature);
    const javaClass: JavaClass = { name, fields: [] };
    // Pushed before its fields are typed: the classes come out depth first, in first-seen order.
    this.classes.push(javaClass);
    const used = new Set<string>();
    for (const field of type.fields) {
      const fieldName = numberedName(javaFieldName(field.key), (candidate) => !used.has(candidate));
      used.add(fieldName);
      const typeName = this.typeName(field.type, javaClassName(field.key) ?? 'Field');
      javaClass.fields.push({ key: field.key, name: fieldName, type: typeName });
    }
    return name;
  }

  /** The boxed Java type (so null fits); `hint` names a nested class. */
  private typeName(type: InferredType, hint: string): string {
    switch (type.kind) {
      case 'string':
        return 'String';
      case 'boolean':
        return 'Boolean';
      case 'integer':
        return type.wide ? 'Long' : 'Integer';
      case 'float':
        return 'Double';
      case 'array':
        this.usesList = true;
        return `List<${this.typeName(type.element, singularize(hint))}>`;
      case 'object':
        return this.declare(type, hint);
      default:
        return 'Object';
    }
  }
}

function writeJava(model: ClassModel, options: JavaOptions): string {
  const packageName = javaPackageName(options.packageName);
  const imports = [
    options.jackson && 'com.fasterxml.jackson.annotation.JsonProperty',
    model.usesList && 'java.util.List',
    options.style === 'lombok' && 'lombok.Data',
  ]
    .filter((name): name is string => typeof name === 'string')
    .sort()
    .map((name) => `import ${name};`);
  const [root, ...others] = model.classes;
  const classes = options.nested
    ? [classLines(root, options, false, others)]
    : model.classes.map((javaClass) => classLines(javaClass, options, false, []));
  const blocks = [packageName && [`package ${packageName};`], imports.length > 0 && imports, ...classes].filter(
    (block): block is string[] => Array.isArray(block),
  );
  return `${joinBlocks(blocks).join('\n')}\n`;
}

/** Blocks of lines with one blank line between them. */
function joinBlocks(blocks: readonly (readonly string[])[]): string[] {
  return blocks.flatMap((block, index) => (index === 0 ? [...block] : ['', ...block]));
}

const indented = (lines: readonly string[], level: number) =>
  lines.map((line) => (line === '' ? line : indentUnit.repeat(level) + line));

/** A class or record (`isInner`: a static member of another), with `inner` classes as its own members. */
function classLines(
  javaClass: JavaClass,
  options: JavaOptions,
  isInner: boolean,
  inner: readonly JavaClass[],
): string[] {
  const modifiers = isInner ? 'public static' : 'public';
  const innerBlocks = inner.map((innerClass) => classLines(innerClass, options, true, []));
  const property = (field: JavaField) => `@JsonProperty(${JSON.stringify(field.key)})`;
  if (options.style === 'record') {
    const component = (field: JavaField) =>
      `${options.jackson ? `${property(field)} ` : ''}${field.type} ${field.name}`;
    const last = javaClass.fields.length - 1;
    const components = javaClass.fields.map(
      (field, index) => `${indentUnit}${component(field)}${index < last ? ',' : ''}`,
    );
    return [
      `${modifiers} record ${javaClass.name}(`,
      ...components,
      ') {',
      ...indented(joinBlocks(innerBlocks), 1),
      '}',
    ];
  }
  const annotated = (field: JavaField, declaration: string) =>
    options.jackson ? [property(field), declaration] : [declaration];
  const access = options.style === 'public-fields' ? 'public' : 'private';
  const fields = javaClass.fields.map((field) => annotated(field, `${access} ${field.type} ${field.name};`));
  const members =
    options.style === 'getters-setters'
      ? [...fields, ...javaClass.fields.flatMap(accessors)]
      : fields.length > 0
        ? [fields.flat()]
        : [];
  return [
    ...(options.style === 'lombok' ? ['@Data'] : []),
    `${modifiers} class ${javaClass.name} {`,
    ...indented(joinBlocks([...members, ...innerBlocks]), 1),
    '}',
  ];
}

/** A field's getter and setter, each a block. */
function accessors({ name, type }: JavaField): string[][] {
  return [
    [`public ${type} ${accessorName('get', name)}() {`, `${indentUnit}return ${name};`, '}'],
    [`public void ${accessorName('set', name)}(${type} ${name}) {`, `${indentUnit}this.${name} = ${name};`, '}'],
  ];
}
