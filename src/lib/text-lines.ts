/** The first line of a library's message: the rest is often a code excerpt with a caret. */
export function firstLine(message: string): string {
  return message.split('\n', 1)[0].trim();
}
