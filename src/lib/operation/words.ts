import type { AnyOperation } from './operation';

/**
 * Every catalogue key an operation names: its description, the labels, help and choice names of
 * its fields, its outputs' labels, its examples' names and the codes of the errors and notes they
 * give. The registry's test holds each to the tool's English catalogue.
 */
export function operationWordKeys(operation: AnyOperation): string[] {
  const fieldWords = Object.values(operation.fields).flatMap((field) => [
    field.label,
    field.help,
    ...Object.values(field.choiceLabels ?? {}),
  ]);
  const outputs = operation.output ? [operation.output] : Object.values(operation.outputs ?? {});
  const exampleWords = operation.examples.flatMap((example) => [example.name, example.error, ...(example.notes ?? [])]);
  const keys = [
    operation.description,
    operation.browserOnly,
    operation.input.label,
    ...fieldWords,
    ...outputs.map((output) => output.label),
    ...exampleWords,
  ];
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}
