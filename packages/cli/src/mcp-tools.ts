import { base64ToBytes } from '../../../src/lib/bytes';
import type { InputValue } from '../../../src/lib/operation/operation';
import { exampleCommand } from './help';
import type { OperationManifest, OptionManifest } from './manifest';
import { expectedValue } from './option-values';
import { UsageError } from './usage-error';

/** A JSON Schema, as MCP carries a tool's input schema. */
type Schema = Record<string, unknown>;

const unbounded = (limit: number) => Math.abs(limit) >= Number.MAX_SAFE_INTEGER;

function optionSchema(option: OptionManifest): Schema {
  const described = {
    description: [option.label, option.help, option.sensitive ? 'Sensitive.' : undefined].filter(Boolean).join('. '),
  };
  const { shape } = option;
  switch (shape.type) {
    case 'boolean':
      return { type: 'boolean', default: option.default === 'true', ...described };
    case 'integer':
      return {
        type: 'integer',
        default: Number(option.default),
        ...(unbounded(shape.min) ? {} : { minimum: shape.min }),
        ...(unbounded(shape.max) ? {} : { maximum: shape.max }),
        ...described,
      };
    case 'choice':
      return { type: 'string', enum: [...shape.choices], default: option.default, ...described };
    case 'number':
      return {
        type: ['number', 'string'],
        ...(option.default === '' ? {} : { default: option.default }),
        ...described,
      };
    case 'range':
      return { type: 'string', pattern: '^\\d+-\\d+$', default: option.default, ...described };
    case 'data':
      return {
        description: `${described.description} (${expectedValue(option)})`,
        default: JSON.parse(option.default),
      };
    case 'text':
      return { type: 'string', default: option.default, ...described };
  }
}

/** The name MCP knows an operation's input by; no option is called so (their names are camelCase fields). */
const inputName = 'input';

/** The JSON Schema of an operation's arguments: its input and its options, from its declaration. */
export function inputSchema(operation: OperationManifest): Schema {
  const properties: Record<string, Schema> = {};
  const { input } = operation;
  if (input.source !== 'none')
    properties[inputName] = {
      type: 'string',
      ...(input.source === 'bytes' ? { contentEncoding: 'base64' } : {}),
      description:
        `${input.label ?? 'Input'} (${input.kinds[0]}` + (input.source === 'bytes' ? ', its bytes in Base64)' : ')'),
    };
  for (const option of operation.options) properties[option.name] = optionSchema(option);
  return {
    type: 'object',
    properties,
    ...(input.source === 'none' ? {} : { required: [inputName] }),
    additionalProperties: false,
  };
}

const clipped = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** An operation's description for an agent: its line, its kinds and how its examples run. */
export function toolDescription(operation: OperationManifest): string {
  const outputs = operation.outputs.map((output) => `${output.name ? `${output.name}: ` : ''}${output.kinds[0]}`);
  const lines = [
    operation.description,
    `Input: ${operation.input.source === 'none' ? 'none' : operation.input.kinds[0]}. Output: ${outputs.join(', ')}.`,
  ];
  const shown = operation.examples.filter((example) => example.output && 'text' in example.output).slice(0, 2);
  for (const example of shown)
    lines.push(
      `Example: ${clipped(exampleCommand(operation, example))} → ${clipped((example.output as { text: string }).text)}`,
    );
  return lines.join('\n');
}

/** An MCP call's arguments as the command line would take them: the input, and option values as text. */
export function callArguments(
  operation: OperationManifest,
  args: Readonly<Record<string, unknown>>,
): { input: InputValue; options: Map<string, string> } {
  const options = new Map<string, string>();
  for (const [name, value] of Object.entries(args)) {
    if (name === inputName) continue;
    const option = operation.options.find((candidate) => candidate.name === name);
    if (!option) throw new UsageError(`${operation.id} has no option ${name}.`);
    const text =
      typeof value === 'string' ? value : option.shape.type === 'data' ? JSON.stringify(value) : String(value);
    options.set(name, text);
  }
  const given = args[inputName];
  const { source } = operation.input;
  if (source === 'none') return { input: undefined, options };
  if (typeof given !== 'string') throw new UsageError(`${operation.id} needs its input as a string.`);
  return { input: source === 'bytes' ? base64ToBytes(given) : given, options };
}
