/**
 * The words of a vendor's name as the vendor search matches them: lowercase Latin letters and
 * digits, accents dropped, split on anything else. The build indexes names by these words and the
 * search splits a query the same way, so both sides must share this one function.
 */
export function vendorWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return [...new Set(folded.split(/[^a-z0-9]+/).filter((word) => word !== ''))];
}

/** Names are filed under the first two characters of each of their words (one-letter words are not filed). */
export const vendorWordKeyLength = 2;

export const vendorWordKey = (word: string): string | undefined =>
  word.length >= vendorWordKeyLength ? word.slice(0, vendorWordKeyLength) : undefined;
