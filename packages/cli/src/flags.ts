/** The command line's own flags after an operation; no option of an operation may take one of these names. */
export const globalFlags = ['--json', '--file', '--output', '-o', '--pick', '--help', '-h'];

/** An option's flag: its public name in kebab case (`encodeUrlSafe` → `--encode-url-safe`). */
export function optionFlag(name: string): string {
  return `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
