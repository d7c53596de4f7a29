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
  singular: string;
  plural: string;
}

const timeUnits: readonly TimeUnit[] = [
  { seconds: 31_536_000_000, singular: 'millennium', plural: 'millennia' },
  { seconds: 3_153_600_000, singular: 'century', plural: 'centuries' },
  { seconds: 315_360_000, singular: 'decade', plural: 'decades' },
  { seconds: 31_536_000, singular: 'year', plural: 'years' },
  { seconds: 2_592_000, singular: 'month', plural: 'months' },
  { seconds: 604_800, singular: 'week', plural: 'weeks' },
  { seconds: 86_400, singular: 'day', plural: 'days' },
  { seconds: 3_600, singular: 'hour', plural: 'hours' },
  { seconds: 60, singular: 'minute', plural: 'minutes' },
  { seconds: 1, singular: 'second', plural: 'seconds' },
];

const millennium = timeUnits[0];

/** Thousands separated by commas (en-US), whatever the runtime's locale data. */
function groupThousands(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole count as en-US text ("15,091"); from 1e21, where JavaScript writes numbers in exponent
 * form, as a mantissa with 2 decimals and the exponent ("7.54e+29").
 */
export function formatCount(count: number): string {
  const text = String(count);
  const exponentAt = text.indexOf('e');
  if (exponentAt === -1) return groupThousands(count);
  return `${Number(text.slice(0, exponentAt)).toFixed(2)}${text.slice(exponentAt)}`;
}

/**
 * A duration in words: "Instantly" up to a millisecond, "Less than a second" up to a second, else
 * the two largest non-zero units from millennia down to seconds, each the floor of what is left.
 */
export function humanDuration(seconds: number): string {
  if (seconds <= 0.001) return 'Instantly';
  if (seconds <= 1) return 'Less than a second';
  const parts: string[] = [];
  let rest = seconds;
  for (const unit of timeUnits) {
    const count = Math.floor(rest / unit.seconds);
    rest %= unit.seconds;
    if (count > 0) parts.push(`${formatCount(count)} ${count > 1 ? unit.plural : unit.singular}`);
    if (parts.length === 2) break;
  }
  return parts.join(', ');
}

/**
 * Beyond about 1024 bits, 2^entropy no longer fits in a double: the count of millennia is then
 * worked out with logarithms and shown alone, in exponent form.
 */
function astronomicalDuration(entropy: number, guessesPerSecond: number): string {
  const log10Millennia = entropy * Math.log10(2) - Math.log10(guessesPerSecond) - Math.log10(millennium.seconds);
  let exponent = Math.floor(log10Millennia);
  let mantissa = 10 ** (log10Millennia - exponent);
  if (Number(mantissa.toFixed(2)) >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return `${mantissa.toFixed(2)}e+${exponent} ${millennium.plural}`;
}

/** Time to try every password of this length and character set at `guessesPerSecond`, in words. */
export function crackDuration(entropy: number, guessesPerSecond = defaultGuessesPerSecond): string {
  const seconds = 2 ** entropy / guessesPerSecond;
  return Number.isFinite(seconds) ? humanDuration(seconds) : astronomicalDuration(entropy, guessesPerSecond);
}

export interface PasswordAnalysis {
  length: number;
  characterSetSize: number;
  entropy: number;
  /** 0–100. */
  score: number;
  /** Brute-force time in words, e.g. "3 minutes, 28 seconds". */
  crackDuration: string;
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
