import type { Request } from './arguments';
import { wordMessage } from './english';
import { invoke } from './invoke';
import type { Io } from './io';
import type { OperationManifest } from './manifest';
import { asLine, jsonValue, outputText } from './render';
import { UsageError } from './usage-error';
import { bin } from './help';

/** The operation's input: the argument, standard input, a file, or nothing. */
async function readInput(
  operation: OperationManifest,
  request: Request,
  io: Io,
): Promise<string | Uint8Array | undefined> {
  const { source } = operation.input;
  if (source === 'none') {
    if (request.input !== undefined || request.file !== undefined)
      throw new UsageError(`${operation.id} takes no input: it makes its output from its options.`);
    return undefined;
  }
  if (request.file !== undefined && request.input !== undefined)
    throw new UsageError('Give the input as an argument or with --file, not both.');
  let bytes: Uint8Array | undefined;
  if (request.file !== undefined) {
    try {
      bytes = await io.readFile(request.file);
    } catch (error) {
      throw new UsageError(`Cannot read ${request.file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
    }
  } else if (request.input === undefined || request.input === '-') bytes = await io.readStdin();
  else if (source === 'text') return request.input;
  else throw new UsageError(`${operation.id} reads bytes: give a file with --file <path>, or pipe it in.`);
  if (bytes === undefined)
    throw new UsageError(
      `${operation.id} needs its input: ${source === 'text' ? 'an argument, ' : ''}--file <path>, or piped in. ` +
        `See: ${bin} ${operation.id} --help`,
    );
  return source === 'bytes' ? bytes : new TextDecoder().decode(bytes);
}

/** The output, or the one output picked, of a result. */
function pickedOutput(operation: OperationManifest, value: unknown, pick: string | undefined): unknown {
  if (pick === undefined) return value;
  if (operation.outputs.length < 2 || !operation.outputs.some((output) => output.name === pick))
    throw new UsageError(
      operation.outputs.length < 2
        ? `${operation.id} has one output: --pick is for operations with several.`
        : `${operation.id} has no output ${pick}: it has ${operation.outputs.map((output) => output.name).join(', ')}.`,
    );
  return (value as Record<string, unknown>)[pick];
}

/** A result with several outputs, as text: each under its label; bytes written to the file given. */
async function writeOutputs(operation: OperationManifest, value: Record<string, unknown>, request: Request, io: Io) {
  const parts: string[] = [];
  for (const output of operation.outputs) {
    const part = value[output.name ?? ''];
    if (part === undefined) continue;
    if (part instanceof Uint8Array) {
      if (request.output !== undefined) {
        await io.writeFile(request.output, part);
        parts.push(`${output.label}: ${part.length} bytes written to ${request.output}`);
      } else parts.push(`${output.label}: ${part.length} bytes (write them with -o <path>, or see them with --json)`);
      continue;
    }
    const text = outputText(part);
    parts.push(text.includes('\n') ? `${output.label}:\n${text}` : `${output.label}: ${text}`);
  }
  // Blocks of several lines stand apart; one-line outputs are one per line.
  const text = asLine(parts.join(parts.some((part) => part.includes('\n')) ? '\n\n' : '\n'));
  if (request.output !== undefined && !operation.outputs.some((output) => output.bytes))
    await io.writeFile(request.output, text);
  else io.stdout(text);
}

/**
 * Runs an operation as the command line asks: reads its input, runs it, writes the output (or the
 * JSON result) and notes, or the error's words. Returns the exit code: 0, or 1 when the tool refuses
 * the input.
 */
export async function runCommand(operation: OperationManifest, request: Request, io: Io): Promise<number> {
  const input = await readInput(operation, request, io);
  const { result, words } = await invoke(operation, input, request.options);
  const notes = result.ok
    ? (result.notes ?? []).map((note) => ({
        code: note.code,
        message: wordMessage(words, note),
        warning: !!note.warning,
      }))
    : [];
  if (!result.ok) {
    const message = wordMessage(words, result.error);
    io.stderr(request.json ? asLine(JSON.stringify({ error: { code: result.error.code, message } })) : asLine(message));
    return 1;
  }
  const value = pickedOutput(operation, result.value, request.pick);
  if (request.json) {
    const json = asLine(JSON.stringify({ output: jsonValue(value), notes }, null, 2));
    if (request.output !== undefined) await io.writeFile(request.output, json);
    else io.stdout(json);
    return 0;
  }
  for (const note of notes) io.stderr(asLine(`${note.warning ? 'warning' : 'note'}: ${note.message}`));
  if (operation.outputs.length > 1 && request.pick === undefined)
    await writeOutputs(operation, value as Record<string, unknown>, request, io);
  else if (value instanceof Uint8Array) {
    if (request.output !== undefined) await io.writeFile(request.output, value);
    else io.stdout(value);
  } else if (request.output !== undefined) await io.writeFile(request.output, outputText(value));
  else io.stdout(asLine(outputText(value)));
  return 0;
}
