import { message, type Message } from '../../lib/operation/message';

/** Guesses per second of the reference estimate. */
export const defaultGuessesPerSecond = 1e9;

export const attackerSpeedIds = ['reference', 'online', 'fast-hash', 'bcrypt'] as const;

export type AttackerSpeedId = (typeof attackerSpeedIds)[number];

export const attackerSpeeds: Readonly<Record<AttackerSpeedId, number>> = {
  reference: defaultGuessesPerSecond,
  online: 10,
  'fast-hash': 1e10,
  bcrypt: 1e4,
};

export function guessesPerSecondOf(speed: AttackerSpeedId): number {
  return attackerSpeeds[speed] ?? defaultGuessesPerSecond;
}

/**
 * 26 for a lowercase letter a–z, 26 for an uppercase A–Z, 10 for a digit 0–9, and 32 for
 * anything else (`\W` or `_`: symbols, spaces, accented letters, emoji).
 */
export function characterSetSize(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/\d/.test(password)) size += 10;
  if (/[\W_]/.test(password)) size += 32;
  return size;
}

/** length × log2(character set size), the length in UTF-16 code units; 0 for an empty password. */
export function passwordEntropy(password: string): number {
  if (password.length === 0) return 0;
  return password.length * Math.log2(characterSetSize(password));
}

/** round(min(entropy / 128, 1) × 100): 128 bits and more score 100. */
export function passwordScore(entropy: number): number {
  return Math.round(Math.min(entropy / 128, 1) * 100);
}

interface TimeUnit {
  seconds: number;
  /** Its words in the catalogue: `durations.<name>_one`, `_other` (and each language's own forms). */
  name: 'millennium' | 'century' | 'decade' | 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
}

const timeUnits: readonly TimeUnit[] = [
  { seconds: 31_536_000_000, name: 'millennium' },
  { seconds: 3_153_600_000, name: 'century' },
  { seconds: 315_360_000, name: 'decade' },
  { seconds: 31_536_000, name: 'year' },
  { seconds: 2_592_000, name: 'month' },
  { seconds: 604_800, name: 'week' },
  { seconds: 86_400, name: 'day' },
  { seconds: 3_600, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
];

const millennium = timeUnits[0];

/**
 * A duration in words, as messages of the catalogue (`durations.*`): one or two parts, largest
 * first, worded and joined by `durationText`.
 */
export type DurationInWords = readonly Message[];

/**
 * Millennia past 1e21, where JavaScript writes numbers in exponent form: "7.54e+29 millennia". The
 * mantissa is rounded here as toFixed rounds it (1.005 is 1.00: its double is just below), which
 * Intl would not do.
 */
function millenniaInExponentForm(mantissa: number, exponent: number): Message {
  return message('durations.millenniaExponent', { mantissa: Number(mantissa.toFixed(2)), exponent });
}

/** A count of a unit: "15,091 millennia" in English; from 1e21 on, in exponent form. */
function unitCount(unit: TimeUnit, count: number): Message {
  const text = String(count);
  const exponentAt = text.indexOf('e');
  if (exponentAt === -1) return message(`durations.${unit.name}`, { count });
  return millenniaInExponentForm(Number(text.slice(0, exponentAt)), Number(text.slice(exponentAt + 1)));
}

/**
 * A duration in words: "Instantly" up to a millisecond, "Less than a second" up to a second, else
 * the two largest non-zero units from millennia down to seconds, each the floor of what is left.
 */
export function humanDuration(seconds: number): DurationInWords {
  if (seconds <= 0.001) return [message('durations.instantly')];
  if (seconds <= 1) return [message('durations.underASecond')];
  const parts: Message[] = [];
  let rest = seconds;
  for (const unit of timeUnits) {
    const count = Math.floor(rest / unit.seconds);
    rest %= unit.seconds;
    if (count > 0) parts.push(unitCount(unit, count));
    if (parts.length === 2) break;
  }
  return parts;
}

/** The duration's words in a language (`word` is its catalogue): "3 minutes, 28 seconds". */
export function durationText(duration: DurationInWords, word: (part: Message) => string): string {
  const [first, second] = duration.map(word);
  return second === undefined ? (first ?? '') : word(message('durations.pair', { first, second }));
}

/**
 * Beyond about 1024 bits, 2^entropy no longer fits in a double: the count of millennia is then
 * worked out with logarithms and shown alone, in exponent form.
 */
function astronomicalDuration(entropy: number, guessesPerSecond: number): DurationInWords {
  const log10Millennia = entropy * Math.log10(2) - Math.log10(guessesPerSecond) - Math.log10(millennium.seconds);
  let exponent = Math.floor(log10Millennia);
  let mantissa = 10 ** (log10Millennia - exponent);
  if (Number(mantissa.toFixed(2)) >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return [millenniaInExponentForm(mantissa, exponent)];
}

/** Time to try every password of this length and character set at `guessesPerSecond`, in words. */
export function crackDuration(entropy: number, guessesPerSecond = defaultGuessesPerSecond): DurationInWords {
  const seconds = 2 ** entropy / guessesPerSecond;
  return Number.isFinite(seconds) ? humanDuration(seconds) : astronomicalDuration(entropy, guessesPerSecond);
}

export interface PasswordAnalysis {
  length: number;
  characterSetSize: number;
  entropy: number;
  /** 0–100. */
  score: number;
  /** Brute-force time in words, e.g. "3 minutes, 28 seconds" (see durationText). */
  crackDuration: DurationInWords;
}

export function analysePassword(password: string, guessesPerSecond = defaultGuessesPerSecond): PasswordAnalysis {
  const entropy = passwordEntropy(password);
  return {
    length: password.length,
    characterSetSize: characterSetSize(password),
    entropy,
    score: passwordScore(entropy),
    crackDuration: crackDuration(entropy, guessesPerSecond),
  };
}

/** Rounded to 2 decimals, without trailing zeros: 37.6, 53.59, 0. */
export function formatEntropy(entropy: number): string {
  return String(Math.round(entropy * 100) / 100);
}

export function formatScore(score: number): string {
  return `${score} / 100`;
}

export type StrengthLevel = 'very-weak' | 'weak' | 'fair' | 'strong' | 'very-strong';

/** The level of the score, for the strength bar: under 25, 50, 75 and 100, then 100. */
export function strengthLevel(score: number): StrengthLevel {
  if (score < 25) return 'very-weak';
  if (score < 50) return 'weak';
  if (score < 75) return 'fair';
  if (score < 100) return 'strong';
  return 'very-strong';
}
