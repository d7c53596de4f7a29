/**
 * The most of an output a CopyableField shows. Laying out tens of megabytes in a text area holds
 * the page for seconds; the copy button still copies the whole output.
 */
export const shownOutputChars = 500_000;
