export interface SelectOption<T extends string = string> {
  label: string;
  value: T;
  /** Consecutive options with the same group are listed under its name (e.g. 'Music'). */
  group?: string;
}

/** The options as runs that share a group (or none), in their order. */
export function groupRuns<T extends SelectOption>(options: readonly T[]): { group?: string; options: T[] }[] {
  const runs: { group?: string; options: T[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}
