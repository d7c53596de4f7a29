import { pascalCaseName } from '../../lib/codegen/names';
import { readJson } from '../../lib/formats/json';
import { inferJsonType, type InferredType } from '../../lib/json/infer-types';
import { fail } from '../../lib/operation/message';
import { textToText } from '../../lib/operation/text-to-text';
import { ClassModel, type ObjectType } from './class-model';
import type { JavaOptions } from './java-options';
import { writeJava } from './write-java';
import { writeKotlin } from './write-kotlin';

export { defaultJavaOptions, javaStyles, type JavaOptions, type JavaStyle } from './java-options';

const defaultClassName = 'Root';

/** Java classes or records (or Kotlin data classes) for a JSON sample, JSON5 read too. */
export const convertJsonToJava = textToText((json: string, options: JavaOptions) => {
  const inferred = inferJsonType(readJson(json, 'common.errors.jsonNotValid'));
  if (!inferred.ok) fail(inferred.error.code, inferred.error.values);
  const root = rootObject(inferred.value);
  if (!root) fail('errors.rootNotObject');
  const model = new ClassModel();
  model.declare(root, pascalCaseName(options.className) ?? defaultClassName);
  return options.style === 'kotlin' ? writeKotlin(model, options) : writeJava(model, options);
});

/** The object the root class describes: the root itself, or the merged elements of a root array. */
function rootObject(type: InferredType): ObjectType | undefined {
  if (type.kind === 'object') return type;
  if (type.kind === 'array' && type.element.kind === 'object') return type.element;
  return undefined;
}
