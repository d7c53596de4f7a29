const lastCodePoint = 0x10ffff;
const numericCharacterReference = /&#(?:(\d+)|[xX]([\da-fA-F]+));/g;

/**
 * Each code point as an HTML decimal reference (`&#128512;`), nothing between them. Text made only
 * of whitespace gives nothing.
 */
export function textToUnicode(text: string): string {
  if (text.trim() === '') return '';
  let references = '';
  for (const character of text) references += `&#${character.codePointAt(0)};`;
  return references;
}

/**
 * Replaces every `&#<decimal>;` and `&#x<hex>;` by its character and keeps everything else. A
 * reference beyond U+10FFFF stays as written; surrogate halves referenced one after the other join
 * up, since a JavaScript string is UTF-16.
 */
export function unicodeToText(text: string): string {
  return text.replace(numericCharacterReference, (reference, decimal?: string, hex?: string) => {
    const codePoint = decimal === undefined ? Number.parseInt(hex ?? '', 16) : Number(decimal);
    return codePoint <= lastCodePoint ? String.fromCodePoint(codePoint) : reference;
  });
}
