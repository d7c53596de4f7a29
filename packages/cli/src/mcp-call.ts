import { bytesToBase64 } from '../../../src/lib/bytes';
import { wordMessage } from './english';
import { invoke } from './invoke';
import type { OperationManifest } from './manifest';
import { callArguments } from './mcp-tools';
import { jsonValue, outputText } from './render';
import { UsageError } from './usage-error';

type Content =
  { type: 'text'; text: string } | { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } };

export interface ToolResult {
  content: Content[];
  isError?: boolean;
  [key: string]: unknown;
}

const refusal = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** The content of a result: text, bytes as a resource, several outputs as one JSON object. */
function outputContent(operation: OperationManifest, value: unknown): Content {
  if (value instanceof Uint8Array)
    return {
      type: 'resource',
      resource: {
        uri: `it-tools://${operation.id}/output`,
        mimeType: 'application/octet-stream',
        blob: bytesToBase64(value),
      },
    };
  if (operation.outputs.length > 1) return { type: 'text', text: JSON.stringify(jsonValue(value), null, 2) };
  return { type: 'text', text: outputText(value) };
}

/** Runs the operation `name` with an MCP call's arguments; the tool's refusal is a result with `isError`. */
export async function callTool(
  operations: readonly OperationManifest[],
  name: string,
  args: Readonly<Record<string, unknown>>,
): Promise<ToolResult> {
  const operation = operations.find((candidate) => candidate.id === name);
  if (!operation) return refusal(`No tool ${name}.`);
  try {
    const { input, options } = callArguments(operation, args);
    const { result, words } = await invoke(operation, input, options);
    if (!result.ok) return refusal(wordMessage(words, result.error));
    const notes = (result.notes ?? []).map((note): Content => ({
      type: 'text',
      text: `${note.warning ? 'Warning' : 'Note'}: ${wordMessage(words, note)}`,
    }));
    return { content: [outputContent(operation, result.value), ...notes] };
  } catch (error) {
    if (error instanceof UsageError || error instanceof SyntaxError) return refusal(error.message);
    throw error;
  }
}
