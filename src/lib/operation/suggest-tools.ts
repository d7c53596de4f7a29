import type { Detection } from '../detect/detection';
import type { Message } from './message';
import { sendTargets, type ToolInputs } from './tool-inputs';

/** A tool suggested for a pasted value: the field to put it in, and what the value was taken for. */
export interface ToolSuggestion {
  slug: string;
  field: string;
  what: Message;
  kind: Detection['kind'];
}

/** Detections this unsure suggest nothing. */
const leastConfidence = 0.3;

/**
 * The tools to suggest for a value recognised as `detections` (best first): for each detection in
 * turn, the tools whose input takes its kind or a nearer parent of it than plain text (a JWT goes to
 * the JWT parser, not to every tool that takes text), best first (see sendTargets); each tool once.
 */
export function suggestTools(
  detections: readonly Detection[],
  index: ToolInputs,
  options: { usage?: Readonly<Record<string, number>>; order?: readonly string[] } = {},
): ToolSuggestion[] {
  const suggestions: ToolSuggestion[] = [];
  for (const detection of detections) {
    if (detection.confidence < leastConfidence) continue;
    for (const target of sendTargets(index, detection.kind, options)) {
      const takesAnyText = index[target.slug]?.inputs.some(
        (input) => input.operation === target.operation && input.kind === 'text',
      );
      if (takesAnyText && detection.kind !== 'text') continue;
      if (suggestions.some((suggestion) => suggestion.slug === target.slug)) continue;
      suggestions.push({ slug: target.slug, field: target.field, what: detection.what, kind: detection.kind });
    }
  }
  return suggestions;
}
