import { describe, expect, it } from 'vitest';
import { inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';
import fr from './locales/fr.json';
import ru from './locales/ru.json';
import zh from './locales/zh.json';
import {
  analysePassword,
  attackerSpeedIds,
  attackerSpeeds,
  characterSetSize,
  crackDuration as crackDurationInWords,
  durationText,
  formatEntropy,
  formatScore,
  guessesPerSecondOf,
  humanDuration as humanDurationInWords,
  passwordEntropy,
  passwordScore,
  strengthLevel,
  type DurationInWords,
} from './password-strength-analyser';

/** A duration as the page words it in English. */
const english = (duration: DurationInWords) => durationText(duration, (part) => inEnglish(part, words));
const humanDuration = (seconds: number) => english(humanDurationInWords(seconds));
const crackDuration = (entropy: number, guessesPerSecond?: number) =>
  english(crackDurationInWords(entropy, guessesPerSecond));

describe('analysePassword', () => {
  it('counts an emoji as two characters of the special set', () => {
    const analysis = analysePassword('a🔑');
    expect(english(analysis.crackDuration)).toBe('Instantly');
    expect(analysis.length).toBe(3);
    expect(formatEntropy(analysis.entropy)).toBe('17.57');
    expect(analysis.characterSetSize).toBe(58);
    expect(formatScore(analysis.score)).toBe('14 / 100');
  });

  it('scores a long passphrase 100, very strong', () => {
    const analysis = analysePassword('correct horse battery staple, 2 of them!');
    expect(formatScore(analysis.score)).toBe('100 / 100');
    expect(strengthLevel(analysis.score)).toBe('very-strong');
  });
});

describe('characterSetSize', () => {
  it.each([
    ['', 0],
    ['abc', 26],
    ['ABC', 26],
    ['123', 10],
    ['!', 32],
    ['aB', 52],
    ['a1', 36],
    ['aB1', 62],
    ['aB1!', 94],
    ['_', 32],
    [' ', 32],
    ['é', 32],
    ['É', 32],
    ['🔑', 32],
    ['ﬁ', 32],
    ['a\tb', 58],
    ['٣', 32], // an Arabic-Indic digit is not \d
  ])('%j → %i', (password, size) => {
    expect(characterSetSize(password)).toBe(size);
  });
});

describe('passwordEntropy', () => {
  it('is length × log2(set size), the length in UTF-16 code units', () => {
    expect(passwordEntropy('password')).toBeCloseTo(8 * Math.log2(26), 12);
    expect(passwordEntropy('🔑')).toBe(10); // two code units, set 32
    expect(passwordEntropy('é')).toBe(5);
    expect(passwordEntropy('a b')).toBeCloseTo(3 * Math.log2(58), 12);
  });

  it('is 0 for an empty password', () => {
    expect(passwordEntropy('')).toBe(0);
  });
});

describe('passwordScore', () => {
  it.each([
    [0, 0],
    [37.603517745128734, 29],
    [64, 50],
    [127.99, 100],
    [128, 100],
    [500, 100],
    [0.63, 0],
    [0.65, 1],
  ])('entropy %d → %i', (entropy, score) => {
    expect(passwordScore(entropy)).toBe(score);
  });
});

describe('humanDuration', () => {
  it.each([
    [0, 'Instantly'],
    [0.001, 'Instantly'],
    [0.0011, 'Less than a second'],
    [1, 'Less than a second'],
    [1.5, '1 second'],
    [2, '2 seconds'],
    [59.9, '59 seconds'],
    [60, '1 minute'],
    [61, '1 minute, 1 second'],
    [3_600, '1 hour'],
    [3_661, '1 hour, 1 minute'],
    [86_400 + 2 * 3_600, '1 day, 2 hours'],
    [604_800 * 2 + 5, '2 weeks, 5 seconds'],
    [2_592_000, '1 month'],
    [31_536_000 + 86_400, '1 year, 1 day'],
    [315_360_000 * 3, '3 decades'],
    [3_153_600_000, '1 century'],
    [31_536_000_000, '1 millennium'],
    [31_536_000_000 * 2 + 3_153_600_000, '2 millennia, 1 century'],
    [31_536_000_000 * 15_091 + 3_153_600_000 * 3 + 5, '15,091 millennia, 3 centuries'],
    [31_536_000_000 * 1_234_567, '1,234,567 millennia'],
  ])('%d s → %s', (seconds, text) => {
    expect(humanDuration(seconds)).toBe(text);
  });

  it('shows a count of millennia from 1e21 on as a 2-decimal mantissa and exponent', () => {
    expect(humanDuration(31_536_000_000 * 7.54321e29)).toMatch(/^7\.54e\+29 millennia(, \d+ [a-z]+)?$/);
    expect(english(analysePassword('Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!').crackDuration)).toBe('7.18e+27 millennia, 2 centuries');
  });
});

describe('a count of millennia', () => {
  it.each([
    [1, '1 millennium'],
    [999, '999 millennia'],
    [1000, '1,000 millennia'],
    [15_091, '15,091 millennia'],
    [123_456_789_012, '123,456,789,012 millennia'],
    [999_999_999_999_999_900_000, '999,999,999,999,999,900,000 millennia'],
    [7.54321e29, '7.54e+29 millennia'],
    [1e21, '1.00e+21 millennia'],
    [2.5e25, '2.50e+25 millennia'],
  ])('%d → %s', (count, text) => {
    expect(humanDurationInWords(31_536_000_000 * count).map((part) => inEnglish(part, words))[0]).toBe(text);
  });
});

describe('durations in other languages', () => {
  const inWords = (locale: 'de' | 'fr' | 'ru' | 'zh', seconds: number) => {
    const translated = { de, fr, ru, zh }[locale];
    return durationText(humanDurationInWords(seconds), (part) => inLanguage(locale, part, words, translated));
  };

  it.each([
    ['de', 0, 'Sofort'],
    ['de', 0.5, 'Weniger als eine Sekunde'],
    ['de', 208, '3 Minuten und 28 Sekunden'],
    ['de', 31_536_000_000 * 15_091 + 3_153_600_000 * 3, '15.091 Jahrtausende und 3 Jahrhunderte'],
    ['de', 31_536_000_000 * 7.54321e29, /^7,54e\+29 Jahrtausende/],
    ['fr', 61, '1\u00a0minute et 1\u00a0seconde'],
    ['fr', 31_536_000_000 * 15_091, '15\u202f091\u00a0millénaires'],
    ['ru', 31_536_000 + 86_400, '1 год 1 день'],
    ['ru', 31_536_000 * 3, '3 года'],
    ['ru', 315_360_000 * 2 + 31_536_000 * 5, '2 десятилетия 5 лет'],
    ['ru', 3_153_600_000 * 5, '5 веков'],
    ['ru', 31_536_000_000 * 21, '21 тысячелетие'],
    ['ru', 31_536_000_000 * 1234, '1\u00a0234 тысячелетия'],
    ['zh', 208, '3 分钟 28 秒'],
    ['zh', 0.5, '不到 1 秒'],
  ] as const)('%s: %d s → %s', (locale, seconds, text) => {
    if (typeof text === 'string') expect(inWords(locale, seconds)).toBe(text);
    else expect(inWords(locale, seconds)).toMatch(text);
  });
});

describe('crackDuration', () => {
  it('divides by the attacker speed', () => {
    const entropy = passwordEntropy('password');
    expect(crackDuration(entropy)).toBe('3 minutes, 28 seconds');
    expect(crackDuration(entropy, 1e10)).toBe('20 seconds');
    expect(crackDuration(entropy, 1e4)).toBe('8 months, 1 day');
    expect(crackDuration(entropy, 10)).toBe('6 centuries, 6 decades');
  });

  it('still answers when 2^entropy overflows a double (over ~1024 bits)', () => {
    const long = 'aB3$'.repeat(60);
    expect(Number.isFinite(2 ** passwordEntropy(long))).toBe(false);
    expect(english(analysePassword(long).crackDuration)).toBe('1.13e+454 millennia');
    expect(crackDuration(5000)).toMatch(/^\d\.\d{2}e\+\d+ millennia$/);
  });

  it('continues smoothly across the overflow', () => {
    const mantissaAndExponent = (text: string) => {
      const [, mantissa, exponent] = /^(\d\.\d{2})e\+(\d+) millennia/.exec(text) ?? [];
      return Number(mantissa) * 10 ** (Number(exponent) - 300);
    };
    const below = mantissaAndExponent(crackDuration(1020));
    const above = mantissaAndExponent(crackDuration(1030));
    expect(Number.isFinite(2 ** 1030)).toBe(false);
    expect(above / below).toBeCloseTo(1024, -1);
  });
});

describe('attacker speeds', () => {
  it('offers the reference speed first, then the presets', () => {
    expect(attackerSpeedIds.map((speed) => attackerSpeeds[speed])).toEqual([1e9, 10, 1e10, 1e4]);
    expect(guessesPerSecondOf('reference')).toBe(1e9);
    expect(guessesPerSecondOf('online')).toBe(10);
    expect(guessesPerSecondOf('fast-hash')).toBe(1e10);
    expect(guessesPerSecondOf('bcrypt')).toBe(1e4);
  });

  it('does not change length, entropy, set size or score', () => {
    const reference = analysePassword('Password1');
    const slow = analysePassword('Password1', 10);
    expect({ ...slow, crackDuration: [] }).toEqual({ ...reference, crackDuration: [] });
    expect(slow.crackDuration).not.toEqual(reference.crackDuration);
  });
});

describe('strengthLevel', () => {
  it.each([
    [0, 'very-weak'],
    [24, 'very-weak'],
    [25, 'weak'],
    [49, 'weak'],
    [50, 'fair'],
    [74, 'fair'],
    [75, 'strong'],
    [99, 'strong'],
    [100, 'very-strong'],
  ])('%i → %s', (score, level) => {
    expect(strengthLevel(score)).toBe(level);
  });
});
