export interface MemoEntry {
  /** One line of markdown saying what the command does. */
  description: string;
  /** The command(s), one per line, with placeholders such as `<branch>`. */
  command: string;
}

export interface MemoSection {
  title: string;
  entries: MemoEntry[];
}

/** A section as the memo declares it: commands by entry id, the words living in the catalogue. */
export interface MemoContentSection {
  id: string;
  entries: readonly { id: string; command: string }[];
}

/**
 * The memo in words: each section's title and each entry's description (a line of markdown) taken
 * from the catalogue by `say`, at `sections.<id>.title` and `sections.<id>.entries.<entry id>`.
 */
export function memoInWords(content: readonly MemoContentSection[], say: (key: string) => string): MemoSection[] {
  return content.map((section) => ({
    title: say(`sections.${section.id}.title`),
    entries: section.entries.map((entry) => ({
      description: say(`sections.${section.id}.entries.${entry.id}`),
      command: entry.command,
    })),
  }));
}

const placeholderPattern = /<([a-z]+)>/g;

/** The names of the `<placeholders>` used in the commands, each once, in order of appearance. */
export function memoPlaceholders(sections: readonly MemoSection[]): string[] {
  const names = sections.flatMap((section) =>
    section.entries.flatMap((entry) => [...entry.command.matchAll(placeholderPattern)].map((match) => match[1])),
  );
  return [...new Set(names)];
}

/** The command with each `<placeholder>` that has a non-blank value replaced by that value. */
export function fillPlaceholders(command: string, values: Readonly<Record<string, string>>): string {
  return command.replace(placeholderPattern, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name].trim() : '';
    return value === '' ? placeholder : value;
  });
}

/**
 * The sections with their commands filled in, keeping only entries whose description or command
 * contains the filter (any case); sections left empty are dropped.
 */
export function filterMemo(
  sections: readonly MemoSection[],
  filter: string,
  values: Readonly<Record<string, string>>,
): MemoSection[] {
  const needle = filter.trim().toLowerCase();
  return sections
    .map((section) => ({
      title: section.title,
      entries: section.entries
        .map((entry) => ({ ...entry, command: fillPlaceholders(entry.command, values) }))
        .filter(
          (entry) =>
            needle === '' ||
            entry.description.toLowerCase().includes(needle) ||
            entry.command.toLowerCase().includes(needle),
        ),
    }))
    .filter((section) => section.entries.length > 0);
}
