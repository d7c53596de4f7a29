import { parse, stringify } from 'yaml';
import { fail } from '../operation/message';
import { firstLine } from '../text-lines';

/**
 * Reads YAML 1.2 (core schema) with anchors, aliases and `<<` merge keys applied. A syntax error
 * becomes "Invalid YAML: <the parser's first line>", position included.
 */
export function readYaml(text: string): unknown {
  try {
    return parse(text, { merge: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail('common.errors.invalidYaml', { detail: firstLine(message).replace(/:$/, '') });
  }
}

/**
 * Writes block-style YAML: 2-space indentation, list items indented under their key, key order
 * kept, strings quoted only where needed, multi-line strings as literal blocks, long lines kept whole.
 */
export function writeYaml(value: unknown): string {
  return stringify(value, { indent: 2, indentSeq: true, lineWidth: 0 });
}
