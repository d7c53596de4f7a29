import type { Messages, Translate } from '../../../src/i18n/translate';
import { bytesToBase64 } from '../../../src/lib/bytes';
import { isBytesKind, kindLineage, type Kind } from '../../../src/lib/operation/kinds';
import { optionFields, type AnyOperation, type ToolOperations } from '../../../src/lib/operation/operation';
import type { Field } from '../../../src/lib/tool-state/fields';
import { runOperation } from '../../../src/lib/operation/run';
import { englishWords, wordMessage } from './english';
import type { ExpectedOutput, Manifest, OperationManifest, OptionManifest } from './manifest';
import { globalFlags, optionFlag } from './flags';

/** A tool as the registry lists it, with its declaration and its English catalogue. */
export interface DeclaredTool {
  slug: string;
  name: string;
  description: string;
  operations: ToolOperations;
  catalogue: Messages;
}

/**
 * The manifest of every declared operation, worded in English (see Manifest). The examples that fail
 * are run, for their words.
 */
export async function describeTools(version: string, tools: readonly DeclaredTool[]): Promise<Manifest> {
  const manifest: Manifest = { version, operations: [], withoutOperations: [] };
  for (const tool of tools) {
    const words = englishWords(tool.catalogue);
    if ('reason' in tool.operations) {
      manifest.withoutOperations.push({ tool: tool.slug, toolName: tool.name, reason: words(tool.operations.reason) });
      continue;
    }
    for (const operation of tool.operations.list) {
      const described = describeOperation(tool, operation, words);
      for (const [index, example] of operation.examples.entries()) {
        if (example.error === undefined) continue;
        const result = await runOperation(operation, example.input, example.options);
        if (!result.ok) described.examples[index].errorMessage = wordMessage(words, result.error);
      }
      manifest.operations.push(described);
    }
  }
  return manifest;
}

function describeOperation(tool: DeclaredTool, operation: AnyOperation, words: Translate): OperationManifest {
  const { input } = operation;
  const inputField = input.field === undefined ? undefined : operation.fields[input.field];
  const inputLabel = input.label ?? inputField?.label;
  const outputs = operation.output
    ? [{ name: undefined, ...operation.output }]
    : Object.entries(operation.outputs ?? {}).map(([name, output]) => ({ name, ...output }));
  const options = Object.entries(optionFields(operation)).map(([name, field]) => describeOption(name, field, words));
  const flags = options.flatMap((option) => [
    option.flag,
    ...(option.short === undefined ? [] : [option.short]),
    ...(option.lineFlags ?? []).map((lineFlag) => lineFlag.flag),
  ]);
  const clash = flags.find((flag, index) => globalFlags.includes(flag) || flags.indexOf(flag) !== index);
  if (clash) throw new Error(`${operation.id}: its flag ${clash} is taken (by the command line or another option)`);
  return {
    id: operation.id,
    tool: tool.slug,
    toolName: tool.name,
    description: operation.description ? words(operation.description) : tool.description,
    input: {
      source: input.kind === 'none' ? 'none' : isBytesKind(input.kind) ? 'bytes' : 'text',
      kinds: kindLineage(input.kind),
      ...(inputLabel === undefined ? {} : { label: words(inputLabel) }),
      ...(input.field === undefined ? {} : { field: input.field }),
    },
    outputs: outputs.map((output) => ({
      ...(output.name === undefined ? {} : { name: output.name }),
      kinds: kindLineage(output.kind as Kind),
      label: words(output.label),
      bytes: isBytesKind(output.kind as Kind),
    })),
    options,
    examples: operation.examples.map((example) => ({
      ...(example.name === undefined ? {} : { name: words(example.name) }),
      ...(example.input instanceof Uint8Array
        ? { inputBase64: bytesToBase64(example.input) }
        : typeof example.input === 'string'
          ? { input: example.input }
          : {}),
      options: Object.fromEntries(
        Object.entries(example.options ?? {}).map(([name, value]) => [name, operation.fields[name].format(value)]),
      ),
      ...(example.output === undefined ? {} : { output: expectedOutput(example.output) }),
      ...(example.notes === undefined ? {} : { notes: [...example.notes] }),
      ...(example.error === undefined ? {} : { error: example.error }),
    })),
    ...(operation.browserOnly === undefined ? {} : { browserOnly: words(operation.browserOnly) }),
  };
}

function describeOption(name: string, field: Field<unknown>, words: Translate): OptionManifest {
  const choiceLabels = field.choiceLabels
    ? Object.fromEntries(Object.entries(field.choiceLabels).map(([choice, key]) => [choice, words(key)]))
    : undefined;
  return {
    name,
    flag: optionFlag(name),
    ...(field.commandLine?.short === undefined ? {} : { short: `-${field.commandLine.short}` }),
    ...(field.commandLine?.lineFlags === undefined ? {} : { lineFlags: [...field.commandLine.lineFlags] }),
    shape: field.shape,
    default: field.format(field.defaultValue),
    label: field.label ? words(field.label) : name,
    ...(field.help === undefined ? {} : { help: words(field.help) }),
    ...(choiceLabels === undefined ? {} : { choiceLabels }),
    sensitive: field.sensitive === true,
  };
}

function expectedOutput(expected: unknown): ExpectedOutput {
  if (expected === undefined) return { absent: true };
  if (typeof expected === 'string') return { text: expected };
  if (expected instanceof Uint8Array) return { base64: bytesToBase64(expected) };
  if (expected instanceof RegExp) return { matches: expected.source, flags: expected.flags };
  if (typeof expected === 'object' && expected !== null) {
    const pattern = (expected as { matches?: unknown }).matches;
    if (pattern instanceof RegExp) return { matches: pattern.source, flags: pattern.flags };
    return {
      record: Object.fromEntries(Object.entries(expected).map(([name, value]) => [name, expectedOutput(value)])),
    };
  }
  return { value: expected as number | boolean | null };
}
