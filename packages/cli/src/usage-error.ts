/** A command line that asks for something the tool cannot take: exit code 2, with what was expected. */
export class UsageError extends Error {
  override name = 'UsageError';
}
