import type { ClassModel, ModelClass, ModelField, ValueType } from './class-model';
import { indentUnit, indented, joinBlocks, sourceFile, stringLiteral } from './code-layout';
import type { JavaOptions } from './java-options';
import { javaPackageName } from './java-names';

const kotlinNames = {
  string: 'String',
  boolean: 'Boolean',
  integer: 'Int',
  long: 'Long',
  double: 'Double',
  any: 'Any',
};
// Kotlin's hard keywords that Java lets a field be named.
const kotlinKeywords = new Set(['as', 'fun', 'in', 'is', 'object', 'typealias', 'typeof', 'val', 'when']);

/** The Kotlin type, with `?` where the sample had null or missed the value. */
function kotlinType(type: ValueType): string {
  const name =
    type.kind === 'list'
      ? `List<${kotlinType(type.element)}>`
      : type.kind === 'class'
        ? type.name
        : kotlinNames[type.kind];
  return type.nullable ? `${name}?` : name;
}

const kotlinName = (name: string) => (kotlinKeywords.has(name) ? `${name}_` : name);

/** Kotlin data classes of the same model: one `val` per field, nested classes inside the root's body if asked. */
export function writeKotlin(model: ClassModel, options: JavaOptions): string {
  const packageName = javaPackageName(options.packageName);
  const imports = [
    options.jackson && 'com.fasterxml.jackson.annotation.JsonProperty',
    options.ignoreUnknown && 'com.fasterxml.jackson.annotation.JsonIgnoreProperties',
  ]
    .filter((name): name is string => typeof name === 'string')
    .map((name) => `import ${name}`);
  const [root, ...others] = model.classes;
  const classes = options.nested
    ? [dataClassLines(root, options, others)]
    : model.classes.map((modelClass) => dataClassLines(modelClass, options, []));
  return sourceFile(packageName ? `package ${packageName}` : undefined, imports, classes);
}

function dataClassLines(modelClass: ModelClass, options: JavaOptions, inner: readonly ModelClass[]): string[] {
  const property = (field: ModelField) => (options.jackson ? `@JsonProperty(${stringLiteral(field.key)}) ` : '');
  const parameters = modelClass.fields.map(
    (field) => `${indentUnit}${property(field)}val ${kotlinName(field.name)}: ${kotlinType(field.type)},`,
  );
  const innerBlocks = inner.map((innerClass) => dataClassLines(innerClass, options, []));
  // A data class needs at least one parameter: an empty object is a plain class.
  const header =
    parameters.length === 0 ? [`class ${modelClass.name}`] : [`data class ${modelClass.name}(`, ...parameters, ')'];
  const body = innerBlocks.length === 0 ? [] : [' {', ...indented(joinBlocks(innerBlocks), 1), '}'];
  const lines = [...header.slice(0, -1), header[header.length - 1] + (body[0] ?? ''), ...body.slice(1)];
  return [...(options.ignoreUnknown ? ['@JsonIgnoreProperties(ignoreUnknown = true)'] : []), ...lines];
}
