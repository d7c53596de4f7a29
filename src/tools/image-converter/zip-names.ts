/** The names, a repeated one given ` (2)`, ` (3)` before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let copy = 2; taken.has(unique); copy++) unique = name.replace(/(\.[^.]*)?$/, ` (${copy})$1`);
    taken.add(unique);
    return unique;
  });
}
