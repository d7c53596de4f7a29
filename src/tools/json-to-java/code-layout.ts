export const indentUnit = '    ';

/** Blocks of lines with one blank line between them. */
export function joinBlocks(blocks: readonly (readonly string[])[]): string[] {
  return blocks.flatMap((block, index) => (index === 0 ? [...block] : ['', ...block]));
}

/** The lines `level` indents in; blank lines stay empty. */
export function indented(lines: readonly string[], level: number): string[] {
  return lines.map((line) => (line === '' ? line : indentUnit.repeat(level) + line));
}

/** The file: package, imports (sorted) and classes, one blank line between; ends with a line break. */
export function sourceFile(packageLine: string | undefined, imports: string[], classes: string[][]): string {
  const blocks = [packageLine ? [packageLine] : [], [...imports].sort(), ...classes].filter(
    (block) => block.length > 0,
  );
  return `${joinBlocks(blocks).join('\n')}\n`;
}

/** A key as a string literal (Java and Kotlin read JSON's escapes; `$` would start a Kotlin template). */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replaceAll('$', '\\u0024');
}
