import { parse, stringify } from 'yaml';
import { fail } from '../operation/message';
import { yamlErrorText } from './yaml-error';

/**
 * Reads YAML 1.2 (core schema) with anchors, aliases and `<<` merge keys applied. A syntax error
 * becomes "Invalid YAML: <the parser's first line>", position included (in another language, the
 * catalogue's words for its code, see yaml-error.ts).
 */
export function readYaml(text: string): unknown {
  try {
    return parse(text, { merge: true });
  } catch (error) {
    return fail('common.errors.invalidYaml', yamlErrorText(error));
  }
}

/**
 * Writes block-style YAML: 2-space indentation, list items indented under their key, key order
 * kept, strings quoted only where needed, multi-line strings as literal blocks, long lines kept whole.
 */
export function writeYaml(value: unknown): string {
  return stringify(value, { indent: 2, indentSeq: true, lineWidth: 0 });
}
