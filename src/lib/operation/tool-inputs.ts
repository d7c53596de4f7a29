import { acceptance, type Kind } from './kinds';

/** An operation that takes text: its id, and the kind and field of its input. */
export interface TextInput {
  operation: string;
  kind: Kind;
  field: string;
  /** Its output is of its input's kind (a formatter, a viewer): the likely first use of a value. */
  keepsKind?: true;
}

/** An output: the catalogue key of its label, that label in English, and its kind. */
export interface OutputKind {
  label: string;
  english: string;
  kind: Kind;
}

/** What a tool takes and gives: the operations that take text, and its outputs' kinds. */
export interface ToolKinds {
  inputs: TextInput[];
  outputs: OutputKind[];
}

/** By tool slug. */
export type ToolInputs = Record<string, ToolKinds>;

interface DeclaredOutput {
  kind: Kind;
  label: string;
}

interface DeclaredOperation {
  id: string;
  input: { kind: Kind; field?: string };
  output?: DeclaredOutput;
  outputs?: Record<string, DeclaredOutput>;
}

/**
 * The text inputs and the outputs of every tool's operations (`declarations`: each tool's
 * `operations` export; `english`: the English text of one of its catalogue's keys).
 */
export function inputIndex(
  declarations: Record<string, unknown>,
  english: (slug: string, key: string) => string,
): ToolInputs {
  const index: ToolInputs = {};
  for (const [slug, declared] of Object.entries(declarations)) {
    const list = (declared as { list?: DeclaredOperation[] } | undefined)?.list ?? [];
    const inputs = list.flatMap(({ id, input, output }): TextInput[] => {
      if (input.field === undefined) return [];
      const keepsKind = output?.kind === input.kind && input.kind !== 'text';
      return [{ operation: id, kind: input.kind, field: input.field, ...(keepsKind ? { keepsKind } : {}) }];
    });
    const outputs = list.flatMap((operation) =>
      (operation.output ? [operation.output] : Object.values(operation.outputs ?? {})).map((output) => ({
        label: output.label,
        english: english(slug, output.label),
        kind: output.kind,
      })),
    );
    if (inputs.length > 0 || outputs.length > 0) index[slug] = { inputs, outputs };
  }
  return index;
}

/**
 * The kind of a tool's output from the label the page shows it under (in English, or through
 * `translate` in the language shown); undefined for a label no declared output has.
 */
export function outputKindByLabel(
  tool: ToolKinds | undefined,
  label: string,
  translate?: (key: string) => string,
): Kind | undefined {
  // A form's label may end with a colon (French: " :").
  const bare = (text: string) => text.replace(/\s*:\s*$/, '').trim();
  const shown = bare(label);
  const matches = (text: string) => bare(text) === shown;
  return tool?.outputs.find((output) => matches(output.english) || (translate && matches(translate(output.label))))
    ?.kind;
}

/** A tool that can take a value, through one of its operations' input. */
export interface SendTarget {
  slug: string;
  operation: string;
  field: string;
  /** 0 when its input is the value's very kind, 1 for its parent kind, and so on. */
  distance: number;
  keepsKind: boolean;
}

/**
 * The tools that take a value of `kind`, best first: the nearest input kind, then the tools used
 * most (`usage`: times opened, by slug), then those that keep the kind (a formatter before a
 * converter), then the registry's `order`. One target per tool (its
 * nearest operation); `except` (the tool the value comes from) is left out, and so are tools whose
 * input is a root kind farther than `maxDistance` allows.
 */
export function sendTargets(
  index: ToolInputs,
  kind: Kind,
  {
    except,
    usage = {},
    order = Object.keys(index),
    maxDistance = Number.POSITIVE_INFINITY,
  }: { except?: string; usage?: Readonly<Record<string, number>>; order?: readonly string[]; maxDistance?: number },
): SendTarget[] {
  const targets: SendTarget[] = [];
  for (const [slug, inputs] of Object.entries(index)) {
    if (slug === except) continue;
    let best: SendTarget | undefined;
    for (const input of inputs.inputs) {
      const distance = acceptance(input.kind, kind);
      if (distance === undefined || distance > maxDistance) continue;
      if (!best || distance < best.distance || (distance === best.distance && input.keepsKind && !best.keepsKind))
        best = {
          slug,
          operation: input.operation,
          field: input.field,
          distance,
          keepsKind: input.keepsKind === true && distance === 0,
        };
    }
    if (best) targets.push(best);
  }
  const rank = (slug: string) => {
    const at = order.indexOf(slug);
    return at === -1 ? order.length : at;
  };
  return targets.sort(
    (a, b) =>
      a.distance - b.distance ||
      (usage[b.slug] ?? 0) - (usage[a.slug] ?? 0) ||
      Number(b.keepsKind) - Number(a.keepsKind) ||
      rank(a.slug) - rank(b.slug),
  );
}
