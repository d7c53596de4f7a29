export interface ObfuscateOptions {
  keepFirst: number;
  keepLast: number;
  /** Spaces (U+0020) in the masked part stay spaces. */
  keepSpaces: boolean;
  /** The mask character; only its first character counts, and none means `*`. */
  replacement: string;
  /** When above 0, the masked part becomes this many mask characters, so its length is not revealed. */
  fixedMaskLength?: number;
}

export const defaultReplacement = '*';

/** The mask character to use: the first character given, `*` when none is. */
export function maskCharacter(replacement: string): string {
  return Array.from(replacement)[0] ?? defaultReplacement;
}

/**
 * Masks every character (Unicode code point) of `text` outside the first `keepFirst` and the last
 * `keepLast`; spaces stay when `keepSpaces`. Newlines are ordinary characters.
 */
export function obfuscateString(text: string, options: ObfuscateOptions): string {
  const characters = Array.from(text);
  const keepFirst = Math.max(0, Math.floor(options.keepFirst)) || 0;
  const keepLast = Math.max(0, Math.floor(options.keepLast)) || 0;
  const maskEnd = characters.length - keepLast;
  if (keepFirst >= maskEnd) return text;
  const mask = maskCharacter(options.replacement);
  const head = characters.slice(0, keepFirst).join('');
  const tail = characters.slice(maskEnd).join('');
  const fixed = Math.floor(options.fixedMaskLength ?? 0);
  if (fixed > 0) return `${head}${mask.repeat(fixed)}${tail}`;
  const middle = characters
    .slice(keepFirst, maskEnd)
    .map((character) => (options.keepSpaces && character === ' ' ? ' ' : mask))
    .join('');
  return `${head}${middle}${tail}`;
}

/**
 * An e-mail address with its local part masked but its first character, the domain kept
 * (`john.doe@example.com` → `j*******@example.com`); text without `@` is masked whole but its
 * first character.
 */
export function obfuscateEmail(text: string, options: Pick<ObfuscateOptions, 'replacement' | 'fixedMaskLength'>) {
  const at = text.lastIndexOf('@');
  const local = at === -1 ? text : text.slice(0, at);
  const domain = at === -1 ? '' : text.slice(at);
  return `${obfuscateString(local, { ...options, keepFirst: 1, keepLast: 0, keepSpaces: false })}${domain}`;
}

/** Settings that suit common secrets. */
export const obfuscatorPresets = {
  creditCard: { keepFirst: 0, keepLast: 4, keepSpaces: true },
  iban: { keepFirst: 4, keepLast: 4, keepSpaces: true },
} as const;
