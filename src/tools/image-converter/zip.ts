import { zipSync } from 'fflate';

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

/** A ZIP of the files, stored (images compress no further), repeated names numbered. */
export function zipImages(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = uniqueNames(files.map((file) => file.name));
  return zipSync(Object.fromEntries(files.map((file, index) => [names[index], file.bytes])), { level: 0 });
}
