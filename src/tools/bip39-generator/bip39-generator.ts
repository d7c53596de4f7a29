import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedWebcrypto } from '@scure/bip39';
import { bytesToHex } from '../../lib/bytes';
import { hexToBytes, isHex } from '../../lib/hex';
import { randomHex } from '../../lib/random';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const entropyNotHexMessage: Message = message('errors.entropyNotHex');
export const entropyLengthMessage: Message = message('errors.entropyLength');
export const invalidMnemonicMessage: Message = message('errors.invalidMnemonic');

/** Standard BIP39 sizes: 4 bytes of entropy per 3 words. */
export const wordCounts = [12, 15, 18, 21, 24] as const;
export type WordCount = (typeof wordCounts)[number];
export const defaultWordCount: WordCount = 12;

const entropyHexLengths = wordCounts.map((words) => entropyBytesFor(words) * 2);

export function entropyBytesFor(words: WordCount): number {
  return (words / 3) * 4;
}

/** Entropy typed as hex (either case, surrounding spaces ignored) to bytes, or the spec's message. */
export function parseEntropy(text: string): Result<Uint8Array, Message> {
  const hex = text.trim();
  if (!isHex(hex)) return err(entropyNotHexMessage);
  if (!entropyHexLengths.includes(hex.length)) return err(entropyLengthMessage);
  return ok(hexToBytes(hex));
}

/** Fresh entropy for a phrase of `words` words, as lowercase hex. */
export function randomEntropyHex(words: WordCount = defaultWordCount): string {
  return randomHex(entropyBytesFor(words));
}

/**
 * The words of a typed phrase in the form BIP39 reads: runs of spaces, tabs, line breaks and
 * ideographic spaces become one space; letters are lowercased and Unicode NFKD-normalised.
 */
export function normalizeMnemonic(mnemonic: string): string {
  return mnemonic
    .normalize('NFKD')
    .toLowerCase()
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .join(' ');
}

/** Entropy (hex) → phrase in the word list's language; Japanese words are joined by U+3000. */
export function entropyHexToMnemonic(entropyHex: string, wordlist: readonly string[]): Result<string, Message> {
  const entropy = parseEntropy(entropyHex);
  if (!entropy.ok) return entropy;
  return ok(entropyToMnemonic(entropy.value, [...wordlist]));
}

/** Phrase → entropy as lowercase hex, or "Invalid mnemonic" (unknown word, bad checksum, wrong length). */
export function mnemonicToEntropyHex(mnemonic: string, wordlist: readonly string[]): Result<string, Message> {
  try {
    return ok(bytesToHex(mnemonicToEntropy(normalizeMnemonic(mnemonic), [...wordlist])));
  } catch {
    return err(invalidMnemonicMessage);
  }
}

export type Bip39Source = 'entropy' | 'mnemonic';

export interface Bip39Input {
  /** The field the user typed in last; the other one is derived from it. */
  source: Bip39Source;
  text: string;
}

/**
 * The input from the page's two fields, of which the one typed in last is filled and the other
 * emptied: a phrase when there is one, else the entropy.
 */
export function bip39Input(entropy: string, mnemonic: string): Bip39Input {
  return mnemonic === '' ? { source: 'entropy', text: entropy } : { source: 'mnemonic', text: mnemonic };
}

export interface Bip39View {
  entropy: string;
  mnemonic: string;
  entropyError?: Message;
  mnemonicError?: Message;
  /** The phrase as the library writes it (single spaces, or U+3000 in Japanese) when valid. */
  canonicalMnemonic?: string;
}

/**
 * What the two fields show. The typed field keeps its text; the other is derived, and left
 * empty while the typed text is empty or invalid, or while the word list is still loading.
 */
export function bip39View({ source, text }: Bip39Input, wordlist: readonly string[] | undefined): Bip39View {
  const blank = text.trim() === '';
  if (source === 'entropy') {
    if (blank) return { entropy: text, mnemonic: '' };
    const entropy = parseEntropy(text);
    if (!entropy.ok) return { entropy: text, mnemonic: '', entropyError: entropy.error };
    if (!wordlist) return { entropy: text, mnemonic: '' };
    const mnemonic = entropyToMnemonic(entropy.value, [...wordlist]);
    return { entropy: text, mnemonic, canonicalMnemonic: mnemonic };
  }
  if (blank || !wordlist) return { entropy: '', mnemonic: text };
  const entropy = mnemonicToEntropyHex(text, wordlist);
  if (!entropy.ok) return { entropy: '', mnemonic: text, mnemonicError: entropy.error };
  return {
    entropy: entropy.value,
    mnemonic: text,
    canonicalMnemonic: entropyToMnemonic(hexToBytes(entropy.value), [...wordlist]),
  };
}

/** "1. word" per line, for writing a phrase down. */
export function mnemonicAsNumberedList(mnemonic: string): string {
  return normalizeMnemonic(mnemonic)
    .split(' ')
    .filter((word) => word !== '')
    .map((word, index) => `${index + 1}. ${word}`)
    .join('\n');
}

/**
 * The 64-byte BIP39 seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase) as hex.
 * Web Crypto does the rounds natively, off the JavaScript thread's hot path.
 */
export async function mnemonicSeedHex(mnemonic: string, passphrase: string): Promise<string> {
  return bytesToHex(await mnemonicToSeedWebcrypto(normalizeMnemonic(mnemonic), passphrase));
}
