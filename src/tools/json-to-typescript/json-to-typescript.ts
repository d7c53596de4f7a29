import { readJson } from '../../lib/formats/json';
import { inferJsonType } from '../../lib/json/infer-types';
import { fail } from '../../lib/operation/message';
import { textToText } from '../../lib/operation/text-to-text';
import { defaultRootName, TypeModel } from './type-model';
import { writeJsonSchema } from './write-json-schema';
import { writeTypeScript, type TypeScriptStyle } from './write-typescript';
import { writeZod } from './write-zod';

export const outputFormats = ['ts', 'schema', 'zod'] as const;
export type OutputFormat = (typeof outputFormats)[number];
export const declarations = ['interface', 'type'] as const;
export const optionalStyles = ['plain', 'undefined'] as const;

export interface JsonToTypeScriptOptions extends TypeScriptStyle {
  /** The root type's name as typed: PascalCase of its words, Root when it has none. */
  root: string;
  /** Which of the three to write (`format`: the command line's `--output` is its own). */
  format: OutputFormat;
}

export const defaultOptions: JsonToTypeScriptOptions = {
  root: defaultRootName,
  format: 'ts',
  declaration: 'interface',
  optional: 'plain',
  readonly: false,
  export: true,
};

/** TypeScript types, a JSON Schema or a Zod schema for a JSON sample (JSON5 read too), from one inference. */
export const convertJsonToTypeScript = textToText((json: string, options: JsonToTypeScriptOptions) => {
  const inferred = inferJsonType(readJson(json, 'common.errors.jsonNotValid'));
  if (!inferred.ok) fail(inferred.error.code, inferred.error.values);
  const model = new TypeModel(inferred.value, options.root);
  switch (options.format) {
    case 'schema':
      return writeJsonSchema(model);
    case 'zod':
      return writeZod(model, options.export);
    default:
      return writeTypeScript(model, options);
  }
});
