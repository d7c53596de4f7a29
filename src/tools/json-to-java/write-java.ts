import type { ClassModel, ModelClass, ModelField, ValueType } from './class-model';
import { indentUnit, indented, joinBlocks, sourceFile, stringLiteral } from './code-layout';
import { accessorName, javaPackageName } from './java-names';
import { stylesWithoutValueMethods, stylesWithPrimitives, type JavaOptions } from './java-options';

const boxedNames = {
  string: 'String',
  boolean: 'Boolean',
  integer: 'Integer',
  long: 'Long',
  double: 'Double',
  any: 'Object',
};
const primitiveNames: Partial<Record<ValueType['kind'], string>> = {
  boolean: 'boolean',
  integer: 'int',
  long: 'long',
  double: 'double',
};

/** The Java type: boxed (so null fits) unless primitives are asked for and the value is never null; List<T> boxed. */
function javaType(type: ValueType, primitives: boolean): string {
  if (type.kind === 'list') return `List<${javaType(type.element, false)}>`;
  if (type.kind === 'class') return type.name;
  const primitive = primitives && !type.nullable ? primitiveNames[type.kind] : undefined;
  return primitive ?? boxedNames[type.kind];
}

interface JavaWriting {
  options: JavaOptions;
  primitives: boolean;
  valueMethods: boolean;
}

export function writeJava(model: ClassModel, options: JavaOptions): string {
  const writing: JavaWriting = {
    options,
    primitives: options.primitives && stylesWithPrimitives.includes(options.style),
    valueMethods: options.valueMethods && stylesWithoutValueMethods.includes(options.style),
  };
  const packageName = javaPackageName(options.packageName);
  const imports = [
    options.jackson && 'com.fasterxml.jackson.annotation.JsonProperty',
    options.ignoreUnknown && 'com.fasterxml.jackson.annotation.JsonIgnoreProperties',
    model.usesList && 'java.util.List',
    writing.valueMethods && 'java.util.Objects',
    options.style === 'lombok' && 'lombok.Data',
  ]
    .filter((name): name is string => typeof name === 'string')
    .map((name) => `import ${name};`);
  const [root, ...others] = model.classes;
  const classes = options.nested
    ? [classLines(root, writing, false, others)]
    : model.classes.map((modelClass) => classLines(modelClass, writing, false, []));
  return sourceFile(packageName ? `package ${packageName};` : undefined, imports, classes);
}

/** A class or record (`isInner`: a static member of another), with `inner` classes as its own members. */
function classLines(
  modelClass: ModelClass,
  writing: JavaWriting,
  isInner: boolean,
  inner: readonly ModelClass[],
): string[] {
  const { options, primitives } = writing;
  const modifiers = isInner ? 'public static' : 'public';
  const innerBlocks = inner.map((innerClass) => classLines(innerClass, writing, true, []));
  const annotations = [
    ...(options.ignoreUnknown ? ['@JsonIgnoreProperties(ignoreUnknown = true)'] : []),
    ...(options.style === 'lombok' ? ['@Data'] : []),
  ];
  const property = (field: ModelField) => `@JsonProperty(${stringLiteral(field.key)})`;
  const typeOf = (field: ModelField) => javaType(field.type, primitives);

  if (options.style === 'record') {
    const component = (field: ModelField) =>
      `${options.jackson ? `${property(field)} ` : ''}${typeOf(field)} ${field.name}`;
    const last = modelClass.fields.length - 1;
    const components = modelClass.fields.map(
      (field, index) => `${indentUnit}${component(field)}${index < last ? ',' : ''}`,
    );
    return [
      ...annotations,
      `${modifiers} record ${modelClass.name}(`,
      ...components,
      ') {',
      ...indented(joinBlocks(innerBlocks), 1),
      '}',
    ];
  }

  const access = options.style === 'public-fields' ? 'public' : 'private';
  const fields = modelClass.fields.map((field) => [
    ...(options.jackson ? [property(field)] : []),
    `${access} ${typeOf(field)} ${field.name};`,
  ]);
  const fieldBlocks =
    options.style === 'getters-setters'
      ? [...fields, ...modelClass.fields.flatMap((field) => accessors(field, typeOf(field)))]
      : fields.length > 0
        ? [fields.flat()]
        : [];
  const valueBlocks = writing.valueMethods ? valueMethods(modelClass) : [];
  return [
    ...annotations,
    `${modifiers} class ${modelClass.name} {`,
    ...indented(joinBlocks([...fieldBlocks, ...valueBlocks, ...innerBlocks]), 1),
    '}',
  ];
}

/** A field's getter (`is` for a primitive boolean) and setter, each a block. */
function accessors({ name }: ModelField, type: string): string[][] {
  const getter = accessorName(type === 'boolean' ? 'is' : 'get', name);
  return [
    [`public ${type} ${getter}() {`, `${indentUnit}return ${name};`, '}'],
    [`public void ${accessorName('set', name)}(${type} ${name}) {`, `${indentUnit}this.${name} = ${name};`, '}'],
  ];
}

/** equals, hashCode and toString over every field, each a block. */
function valueMethods({ name, fields }: ModelClass): string[][] {
  const comparisons = fields.map((field) => `Objects.equals(this.${field.name}, that.${field.name})`);
  const described = fields.map((field, index) => `"${index === 0 ? '' : ', '}${field.name}=" + this.${field.name}`);
  return [
    [
      '@Override',
      'public boolean equals(Object other) {',
      `${indentUnit}if (this == other) {`,
      `${indentUnit.repeat(2)}return true;`,
      `${indentUnit}}`,
      `${indentUnit}if (other == null || getClass() != other.getClass()) {`,
      `${indentUnit.repeat(2)}return false;`,
      `${indentUnit}}`,
      ...(fields.length === 0
        ? [`${indentUnit}return true;`]
        : [`${indentUnit}${name} that = (${name}) other;`, `${indentUnit}return ${comparisons.join(' && ')};`]),
      '}',
    ],
    [
      '@Override',
      'public int hashCode() {',
      `${indentUnit}return Objects.hash(${fields.map((field) => `this.${field.name}`).join(', ')});`,
      '}',
    ],
    [
      '@Override',
      'public String toString() {',
      `${indentUnit}return ${[`"${name}{"`, ...described, '"}"'].join(' + ')};`,
      '}',
    ],
  ];
}
