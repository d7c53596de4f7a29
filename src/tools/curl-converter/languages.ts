// The targets, in the order the page offers them, and what the page needs to know without loading
// the converter.

export const languages = [
  'python',
  'javascript',
  'node',
  'go',
  'php',
  'rust',
  'java',
  'httpie',
  'ansible',
  'http',
  'curl',
] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'python';

/** The extension of each target's download. */
export const fileExtensions: Record<Language, string> = {
  python: 'py',
  javascript: 'js',
  node: 'mjs',
  go: 'go',
  php: 'php',
  rust: 'rs',
  java: 'java',
  httpie: 'sh',
  ansible: 'yml',
  http: 'http',
  curl: 'sh',
};

/**
 * A command copied as Windows cmd ("Copy as cURL (cmd)"): a line ending in the `^` that continues
 * it, or a `^"` escape anywhere. curlconverter would fail on its second line, or keep the carets.
 */
export function isWindowsCmd(command: string): boolean {
  return /\^[ \t]*\r?$/m.test(command) || command.includes('^"');
}
