const codeWords = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
  'Papa',
  'Quebec',
  'Romeo',
  'Sierra',
  'Tango',
  'Uniform',
  'Victor',
  'Whiskey',
  'X-ray',
  'Yankee',
  'Zulu',
] as const;

const asciiLetter = /^[a-z]$/i;
const codeOfA = 'A'.charCodeAt(0);

/** The code word of an ASCII letter, the character itself for anything else. */
function spell(character: string): string {
  if (!asciiLetter.test(character)) return character;
  return codeWords[character.toUpperCase().charCodeAt(0) - codeOfA];
}

/**
 * One token per character (code point), joined by single spaces: letters A–Z in either case become
 * their code word, anything else stays as it is, so a space shows as three spaces between words.
 */
export function textToNatoAlphabet(text: string): string {
  return Array.from(text, spell).join(' ');
}
