import { ConversionError, defineConverter } from '../../lib/conversion/conversion';
import { readJson } from '../../lib/formats/json';
import { inferJsonType, type InferredType } from '../../lib/json/infer-types';
import { ClassModel, type ObjectType } from './class-model';
import type { JavaOptions } from './java-options';
import { javaClassName } from './java-names';
import { writeJava } from './write-java';
import { writeKotlin } from './write-kotlin';

export { defaultJavaOptions, styleOptions, type JavaOptions, type JavaStyle } from './java-options';

export const invalidJsonMessage = 'Provided JSON is not valid.';
export const rootNotObjectMessage = 'The JSON root must be an object or an array of objects.';

const defaultClassName = 'Root';

/** Java classes or records (or Kotlin data classes) for a JSON sample, JSON5 read too. */
export const convertJsonToJava = defineConverter<JavaOptions>((json, options) => {
  const inferred = inferJsonType(readJson(json, invalidJsonMessage));
  if (!inferred.ok) throw new ConversionError(inferred.error);
  const root = rootObject(inferred.value);
  if (!root) throw new ConversionError(rootNotObjectMessage);
  const model = new ClassModel();
  model.declare(root, javaClassName(options.className) ?? defaultClassName);
  return options.style === 'kotlin' ? writeKotlin(model, options) : writeJava(model, options);
});

/** The object the root class describes: the root itself, or the merged elements of a root array. */
function rootObject(type: InferredType): ObjectType | undefined {
  if (type.kind === 'object') return type;
  if (type.kind === 'array' && type.element.kind === 'object') return type.element;
  return undefined;
}
