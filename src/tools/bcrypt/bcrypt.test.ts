import { compareSync } from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { i18nextNamespaceTranslator } from '../../i18n/i18next-translator';
import { toolWords } from '../../i18n/tool-words';
import { createLatestRunner } from '../../lib/worker/latest-runner';
import { spawner } from '../../lib/worker/fake-worker';
import { SupersededError } from '../../lib/worker/protocol';
import {
  bcryptHashPattern,
  costHint,
  describeVariant,
  estimateHashMs,
  formatDuration,
  hasNonAscii,
  measuredMsPerUnit,
  parseBcryptHash,
  parseSaltCount,
  truncationWarning,
  typicalMsPerUnit,
  variant2xWarning,
} from './bcrypt';
import { compareString, hashString, type CompareOutcome, type HashOutcome } from './bcrypt-run';
import type { CompareRequest, HashRequest } from './bcrypt-requests';
import { errorInEnglish, inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';
import fr from './locales/fr.json';
import ru from './locales/ru.json';

const jBcryptAbc = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';
const helloCost4 = '$2b$04$ErF7PMjGLKJDoYGj6NuhteQBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO';
describe('hashString', () => {
  it('draws a new salt every time', async () => {
    const [first, second] = await Promise.all([hashString('same', 4), hashString('same', 4)]);
    expect(first.hash).not.toBe(second.hash);
    expect(first.hash.slice(0, 7)).toBe('$2b$04$');
    for (const { hash } of [first, second])
      await expect(compareString('same', hash)).resolves.toMatchObject({ match: true });
  });

  it('hashes the empty string too', async () => {
    const { hash } = await hashString('', 4);
    expect(hash).toMatch(bcryptHashPattern);
    await expect(compareString('', hash)).resolves.toMatchObject({ match: true });
    await expect(compareString(' ', hash)).resolves.toMatchObject({ match: false });
  });

  it('writes the cost with two digits', async () => {
    expect((await hashString('x', 5)).hash.slice(0, 7)).toBe('$2b$05$');
  });

  it('reports progress from 0 to 1', async () => {
    const seen: number[] = [];
    await hashString('progress', 4, (fraction) => seen.push(fraction));
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it.each([3, 32, 0, -1, 10.5, Number.NaN])('rejects the cost %s instead of bending it', async (cost) => {
    await expect(hashString('x', cost)).rejects.toMatchObject({ detail: { code: 'errors.saltCount' } });
  });

  it('ignores what comes after the first 72 bytes', async () => {
    const base = 'a'.repeat(72);
    const { hash } = await hashString(`${base}tail`, 4);
    await expect(compareString(base, hash)).resolves.toMatchObject({ match: true });
    await expect(compareString(`${base}other tail`, hash)).resolves.toMatchObject({ match: true });
    await expect(compareString('a'.repeat(71), hash)).resolves.toMatchObject({ match: false });
  });

  it('hashes multi-byte text as UTF-8', async () => {
    const { hash } = await hashString('héllo 😀', 4);
    await expect(compareString('héllo 😀', hash)).resolves.toMatchObject({ match: true });
    await expect(compareString('hello 😀', hash)).resolves.toMatchObject({ match: false });
  });
});

describe('compareString', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['truncated', helloCost4.slice(0, 59)],
    ['one character too many', `${helloCost4}x`],
    ['a foreign prefix', helloCost4.replace('$2b$', '$2c$')],
    ['an MD5 crypt hash', '$1$saltsalt$qjXMvbEw8oaL.CzflDugX/'],
    ['a hex digest', '5d41402abc4b2a76b9719d911017c592'],
    ['a cost below 4', helloCost4.replace('$04$', '$03$')],
    ['a cost above 31', helloCost4.replace('$04$', '$32$')],
    ['a character outside the alphabet', `${helloCost4.slice(0, 59)}!`],
  ])('gives no match, never an error, for %s', async (_name, hash) => {
    await expect(compareString('hello', hash)).resolves.toEqual({ match: false, elapsedMs: 0 });
  });

  it.each(['2a', '2b', '2y', '2x'])('accepts the $%s$ prefix', async (variant) => {
    const hash = helloCost4.replace('$2b$', `$${variant}$`);
    await expect(compareString('hello', hash)).resolves.toMatchObject({ match: true });
    await expect(compareString('hellO', hash)).resolves.toMatchObject({ match: false });
  });

  it('reports progress while comparing', async () => {
    const seen: number[] = [];
    await compareString('abc', jBcryptAbc, (fraction) => seen.push(fraction));
    expect(seen.at(-1)).toBe(1);
  });

  it('tells apart hashes that differ only in the last character', async () => {
    const last = helloCost4.at(-1) === 'O' ? 'P' : 'O';
    await expect(compareString('hello', helloCost4.slice(0, 59) + last)).resolves.toMatchObject({ match: false });
  });
});

describe('the workers, driven as the page drives them (latest request wins)', () => {
  it('hashes, and drops a request a newer one superseded', async () => {
    const { spawn, made } = spawner<HashRequest, HashOutcome, number>(({ text, cost }, { progress }) =>
      hashString(text, cost, progress),
    );
    const runner = createLatestRunner<HashRequest, HashOutcome, number>(spawn, { restartOnSupersede: true });
    const first = runner.run({ text: 'first', cost: 6 });
    const second = runner.run({ text: 'second', cost: 4 });
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    const { hash } = await second;
    expect(compareSync('second', hash)).toBe(true);
    expect(made[0].worker.terminated()).toBe(true);
    runner.dispose();
  });

  it('compares, with progress', async () => {
    const { spawn } = spawner<CompareRequest, CompareOutcome, number>(({ text, hash }, { progress }) =>
      compareString(text, hash, progress),
    );
    const runner = createLatestRunner<CompareRequest, CompareOutcome, number>(spawn, { restartOnSupersede: true });
    const seen: number[] = [];
    await expect(
      runner.run({ text: 'abc', hash: jBcryptAbc }, { onProgress: (value) => seen.push(value) }),
    ).resolves.toMatchObject({
      match: true,
    });
    expect(seen.length).toBeGreaterThan(0);
    runner.dispose();
  });
});

describe('parseSaltCount — "Salt count:"', () => {
  it.each([
    ['10', 10],
    ['4', 4],
    ['31', 31],
    [' 12 ', 12],
    ['04', 4],
  ])('%j → %i', (text, value) => {
    expect(parseSaltCount(text)).toEqual({ ok: true, value });
  });

  it.each(['', ' ', '3', '0', '32', '100', '-5', '10.5', '1e1', 'abc', '10a', '+10', '0x0a', '1000000000000'])(
    '%j → "Rounds must be an integer between 4 and 31"',
    (text) => {
      expect(errorInEnglish(parseSaltCount(text), words)).toBe('Rounds must be an integer between 4 and 31');
    },
  );
});

describe('parseBcryptHash — "Your hash:"', () => {
  it('splits a hash into variant, cost, salt and checksum', () => {
    expect(parseBcryptHash(jBcryptAbc)).toEqual({
      ok: true,
      value: { variant: '2a', cost: 6, salt: 'If6bvum7DFjUnE9p2uDeDu', checksum: '0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i' },
    });
    const parsed = parseBcryptHash(helloCost4);
    expect(parsed.ok && parsed.value.variant).toBe('2b');
    expect(parsed.ok && parsed.value.cost).toBe(4);
  });

  it.each(['2a', '2b', '2x', '2y'])('accepts $%s$', (variant) => {
    expect(parseBcryptHash(helloCost4.replace('$2b$', `$${variant}$`)).ok).toBe(true);
  });

  it.each([
    '',
    'hello',
    helloCost4.slice(0, 59),
    `${helloCost4} `,
    ` ${helloCost4}`,
    helloCost4.replace('$2b$', '$2$'),
    helloCost4.replace('$2b$', '$2c$'),
    helloCost4.replace('$04$', '$4$'),
    helloCost4.replace('$04$', '$00$'),
    helloCost4.replace('$04$', '$99$'),
    helloCost4.replace('E', '+'),
  ])('refuses %j with "Not a valid bcrypt hash"', (hash) => {
    expect(errorInEnglish(parseBcryptHash(hash), words)).toBe('Not a valid bcrypt hash');
  });

  it('explains every variant', () => {
    for (const variant of ['2a', '2b', '2x', '2y'] as const) {
      const { code } = describeVariant(variant);
      expect(inEnglish(describeVariant(variant), words)).not.toBe(code);
    }
  });
});

describe('the 72-byte limit', () => {
  it('warns from 73 bytes on, counting UTF-8 bytes rather than characters', () => {
    const warning = (text: string) => {
      const note = truncationWarning(text);
      return note && inEnglish(note, words);
    };
    expect(warning('a'.repeat(72))).toBeUndefined();
    expect(warning('a'.repeat(73))).toBe(
      'Your string is 73 bytes long in UTF-8: bcrypt only uses the first 72 bytes, the rest does not change the hash.',
    );
    expect(truncationWarning('a'.repeat(73))?.warning).toBe(true);
    expect(warning('é'.repeat(36))).toBeUndefined();
    expect(warning('é'.repeat(37))).toMatch(/^Your string is 74 bytes long/);
  });

  it('spots non-ASCII text', () => {
    expect(hasNonAscii('plain ASCII ~')).toBe(false);
    expect(hasNonAscii('café')).toBe(true);
  });

  it('warns that $2x$ is checked as $2a$ only where they differ', () => {
    expect(variant2xWarning('2a', 'café')).toBeUndefined();
    expect(variant2xWarning('2x', 'cafe')).toBeUndefined();
    const note = variant2xWarning('2x', 'café');
    expect(note && inEnglish(note, words)).toMatch(/^\$2x\$ hashes are checked as \$2a\$\./);
  });
});

describe('timing', () => {
  it('estimates about 100 ms at cost 10, doubling with each step', () => {
    expect(estimateHashMs(10)).toBeCloseTo(100, 10);
    expect(estimateHashMs(11)).toBeCloseTo(200, 10);
    expect(estimateHashMs(4, 2)).toBe(32);
    expect(typicalMsPerUnit * 1024).toBeCloseTo(100, 10);
  });

  it('measures the time per unit from a hash of cost 8 or more only', () => {
    expect(measuredMsPerUnit(10, 512)).toBe(0.5);
    expect(measuredMsPerUnit(7, 512)).toBeUndefined();
    expect(measuredMsPerUnit(10, 0)).toBeUndefined();
    expect(measuredMsPerUnit(10, Number.NaN)).toBeUndefined();
  });

  it.each([
    [0.2, '1 ms'],
    [85.4, '85 ms'],
    [999, '999 ms'],
    [1000, '1 s'],
    [1640, '1.6 s'],
    [27_300, '27 s'],
    [270_000, '4.5 min'],
    [3 * 3_600_000, '3 h'],
    [86_400_000, '1 day'],
    [2.93 * 86_400_000, '2.9 days'],
    [366 * 86_400_000, '1 year'],
    [400 * 86_400_000, '1.1 years'],
  ])('formats %f ms as %s', (ms, text) => {
    expect(inEnglish(formatDuration(ms), words)).toBe(text);
  });

  it('gives a hint per cost, typical until this device was measured', () => {
    const { t, word } = toolWords(words);
    const hint = (cost: number, msPerUnit: number | undefined) => {
      const { rounds, estimate, measured } = costHint(cost, msPerUnit);
      return t(measured ? 'saltCount.hintMeasured' : 'saltCount.hintTypical', { rounds, estimate: word(estimate) });
    };
    expect(hint(10, undefined)).toBe('1,024 rounds: about 100 ms on a typical laptop; each step doubles it.');
    expect(hint(31, undefined)).toBe('2,147,483,648 rounds: about 2.4 days on a typical laptop; each step doubles it.');
    expect(hint(12, 0.25)).toBe('4,096 rounds: about 1 s on this device; each step doubles it.');
  });

  it('writes durations and rounds as the language writes numbers', () => {
    expect(inLanguage('de', formatDuration(1640), words, de)).toBe('1,6 s');
    expect(inLanguage('fr', formatDuration(2.93 * 86_400_000), words, fr)).toBe('2,9 jours');
    expect(inLanguage('fr', formatDuration(86_400_000), words, fr)).toBe('1 jour');
    expect(inLanguage('de', formatDuration(86_400_000), words, de)).toBe('1 Tag');
    expect(inLanguage('ru', formatDuration(5 * 86_400_000), words, ru)).toBe('5 дней');
    expect(inLanguage('ru', formatDuration(2 * 366 * 86_400_000), words, ru)).toBe('2 года');
    const { t, word } = toolWords(words, i18nextNamespaceTranslator('de', 'tool:bcrypt-test', de));
    const { rounds, estimate } = costHint(31, undefined);
    expect(t('saltCount.hintTypical', { rounds, estimate: word(estimate) })).toMatch(
      /^2\.147\.483\.648 Runden.*2,4 Tage/,
    );
  });
});
