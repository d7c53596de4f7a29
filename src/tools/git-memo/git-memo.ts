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

const fence = '```';

/**
 * The memo's markdown as sections of entries: `## Title` opens a section; each entry is a line of
 * description followed by a fenced block holding its command(s).
 */
export function parseMemo(markdown: string): MemoSection[] {
  const sections: MemoSection[] = [];
  let description: string[] = [];
  let command: string[] | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const section = sections.at(-1);
    if (command !== undefined) {
      if (line.trim() === fence) {
        section?.entries.push({ description: description.join(' '), command: command.join('\n') });
        description = [];
        command = undefined;
      } else {
        command.push(line);
      }
    } else if (line.startsWith('## ')) {
      sections.push({ title: line.slice(3).trim(), entries: [] });
      description = [];
    } else if (line.trim().startsWith(fence)) {
      command = [];
    } else if (line.trim() !== '') {
      description.push(line.trim());
    }
  }
  return sections;
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
