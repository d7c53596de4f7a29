import { parseRequest } from './arguments';
import { bin, helpText, listText, usageText } from './help';
import type { Io } from './io';
import type { Manifest } from './manifest';
import { editDistance } from './edit-distance';
import { asLine } from './render';
import { UsageError } from './usage-error';

/** What a command may need besides its arguments: the version, and the manifest (read when needed). */
export interface Context {
  version: string;
  manifest: () => Manifest;
}

/**
 * `it-tools <operation> [options] [input | -]`, `--list`, `--help`, `--version`, `mcp`. Only what a
 * command needs is loaded: the version is built in, the manifest is read for the rest, and an
 * operation's tool code is loaded when it runs.
 */
export async function main(args: readonly string[], io: Io, { version, manifest }: Context): Promise<number> {
  const [first, ...rest] = args;
  if (first === '--version' || first === '-v') {
    io.stdout(asLine(version));
    return 0;
  }
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout(asLine(usageText(manifest())));
    return first === undefined ? 2 : 0;
  }
  if (first === '--list') {
    io.stdout(asLine(listText(manifest())));
    return 0;
  }
  if (first === 'mcp') {
    const { serveMcp } = await import('./mcp');
    await serveMcp(manifest());
    return 0;
  }
  try {
    const operation = manifest().operations.find((candidate) => candidate.id === first);
    if (!operation)
      throw new UsageError(
        `Unknown operation ${JSON.stringify(first)}.${closest(manifest(), first)} \`${bin} --list\` lists them all.`,
      );
    const request = parseRequest(operation.id, rest, operation.options);
    if (request.help) {
      io.stdout(asLine(helpText(operation)));
      return 0;
    }
    if (operation.browserOnly) {
      io.stderr(asLine(`${operation.id} runs in the browser only: ${operation.browserOnly}`));
      return 2;
    }
    const { runCommand } = await import('./run-command');
    return await runCommand(operation, request, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(asLine(error.message));
    return 2;
  }
}

/** ` Did you mean …?` for a mistyped operation: the ids a few edits away. */
function closest(manifest: Manifest, typed: string): string {
  const near = manifest.operations
    .map((operation) => ({ id: operation.id, distance: editDistance(typed, operation.id) }))
    .filter((candidate) => candidate.distance <= Math.max(2, Math.floor(typed.length / 4)))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3);
  return near.length === 0 ? '' : ` Did you mean ${near.map((candidate) => candidate.id).join(', ')}?`;
}
