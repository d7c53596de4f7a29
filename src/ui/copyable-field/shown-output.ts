/**
 * The most of an output a CopyableField shows. Laying out tens of megabytes in a text area holds
 * the page for seconds; the copy button still copies the whole output.
 */
export const shownOutputChars = 500_000;

/** The start of `text` shown when it is longer than `length`, not cutting a character in two. */
export function shownStart(text: string, length = shownOutputChars): string {
  if (text.length <= length) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? length - 1 : length;
  return text.slice(0, end);
}
