import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Manifest } from './manifest';
import { callTool } from './mcp-call';
import { inputSchema, toolDescription } from './mcp-tools';

/**
 * `it-tools mcp`: every operation that runs outside a browser, as an MCP tool over standard
 * input/output, described from its declaration. Nothing is logged: inputs may be secrets.
 * Resolves when the client closes standard input.
 */
export async function serveMcp(manifest: Manifest): Promise<void> {
  const runnable = manifest.operations.filter((operation) => !operation.browserOnly);
  const server = new Server({ name: 'it-tools', version: manifest.version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: runnable.map((operation) => ({
      name: operation.id,
      title: `${operation.toolName}: ${operation.id}`,
      description: toolDescription(operation),
      inputSchema: inputSchema(operation) as { type: 'object' },
      annotations: { readOnlyHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(runnable, request.params.name, request.params.arguments ?? {}),
  );
  const closed = new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await server.connect(new StdioServerTransport());
  await closed;
  await server.close();
}
