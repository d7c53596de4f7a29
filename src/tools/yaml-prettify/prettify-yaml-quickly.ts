import type { OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { reemitYamlQuickly } from './quick-yaml';
import { clampIndent, prettifyYaml, type YamlPrettifyOptions } from './yaml-prettify';

/**
 * prettifyYaml, the same text, through the quick path where it applies (values re-emitted from one
 * document): what the worker runs, so a 2 MB document takes well under a second rather than
 * several. js-yaml stays out of the page's own chunk.
 */
export function prettifyYamlQuickly(yaml: string, options: YamlPrettifyOptions): OperationResult<string> {
  if (!options.keepComments && !options.multipleDocuments && yaml.trim() !== '') {
    const output = reemitYamlQuickly(yaml, clampIndent(options.indentSize), options.sortKeys);
    if (output !== undefined) return ok(output);
  }
  return prettifyYaml(yaml, options);
}
