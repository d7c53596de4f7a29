/** One field of a struct: its name, its type (several lines for an inline struct) and its tag. */
export interface StructField {
  name: string;
  /** The first line follows the name; the others are whole lines, their indentation included. */
  typeLines: string[];
  tag: string;
}

/**
 * The lines of a struct's fields as gofmt lays them out, `indent` tabs in: consecutive one-line
 * fields aligned in columns (name, type, tag, each padded to the longest + 1 space); the first
 * line of an inline struct aligns its name with the fields above it, and alignment starts again
 * after its closing line.
 */
export function layOutFields(fields: readonly StructField[], indent: number): string[] {
  const tabs = '\t'.repeat(indent);
  const lines: string[] = [];
  let start = 0;
  while (start < fields.length) {
    let end = start;
    while (end < fields.length && fields[end].typeLines.length === 1) end++;
    const block = fields.slice(start, Math.min(end + 1, fields.length));
    const singles = fields.slice(start, end);
    const nameWidth = Math.max(...block.map((field) => field.name.length));
    const typeWidth = Math.max(0, ...singles.map((field) => field.typeLines[0].length));
    for (const field of singles)
      lines.push(`${tabs}${field.name.padEnd(nameWidth)} ${field.typeLines[0].padEnd(typeWidth)} ${field.tag}`);
    if (end < fields.length) {
      const { name, typeLines, tag } = fields[end];
      lines.push(
        `${tabs}${name.padEnd(nameWidth)} ${typeLines[0]}`,
        ...typeLines.slice(1, -1),
        `${typeLines.at(-1)} ${tag}`,
      );
    }
    start = end + 1;
  }
  return lines;
}
