import composerize from 'composerize';
import { isMap, parseDocument } from 'yaml';
import { yamlErrorText } from '../../lib/formats/yaml-error';
import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import type { ComposeOptions } from './compose-options';

export interface ComposeFile {
  /** The compose YAML, the converter's notes as `#` lines at its top. */
  yaml: string;
  /** Those notes, without their `# `. */
  notes: string[];
}

/** Which input the error is about, so the page shows it under that field. */
export interface ComposeError {
  field: 'command' | 'existingCompose';
  message: Message;
}

/** `docker run` commands (or podman, one per line, `\` continuations allowed) as a compose file. */
export function convertDockerRunToCompose(command: string, options: ComposeOptions): Result<ComposeFile, ComposeError> {
  if (command.trim() === '') return ok({ yaml: '', notes: [] });
  const existingError = checkExistingCompose(options.existingCompose);
  if (existingError) return err({ field: 'existingCompose', message: existingError });
  try {
    const yaml = composerize(command.trim(), options.existingCompose.trim(), options.format, options.indentSize);
    return ok({ yaml, notes: leadingComments(yaml) });
  } catch (error) {
    return err({ field: 'command', message: message('errors.unconvertible', composerizeErrorText(error)) });
  }
}

/** The library merges into any YAML it is given; only a mapping (or nothing) makes sense. */
function checkExistingCompose(text: string): Message | undefined {
  if (text.trim() === '') return undefined;
  const document = parseDocument(text);
  const [firstError] = document.errors;
  if (firstError) return invalidYaml(firstError);
  if (!isMap(document.contents)) return message('errors.notMapping');
  try {
    // Expands aliases within the parser's limit, so an alias bomb is refused here, named as such.
    document.toJS();
  } catch (error) {
    return invalidYaml(error);
  }
  return undefined;
}

const invalidYaml = (error: unknown) => message('common.errors.invalidYaml', yamlErrorText(error));

/** composerize's own words, and the catalogue's for the one error it words alike each time. */
function composerizeErrorText(error: unknown): Record<string, string | number> {
  const text = messageOf(error);
  const notRunCommand = /must have at least a valid docker\/podman run/.test(text);
  return libraryText(text, notRunCommand ? message('errors.notRunCommand') : undefined);
}

function leadingComments(yaml: string): string[] {
  const notes: string[] = [];
  for (const line of yaml.split('\n')) {
    if (!line.startsWith('#')) break;
    notes.push(line.replace(/^#\s?/, ''));
  }
  return notes;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
