import { describe, expect, it } from 'vitest';
import { inEnglish, inLanguage } from '../../test/words';
import { normalizeEmail, normalizeEmails, type NormalizeOptions } from './email-normalizer';
import de from './locales/de.json';
import words from './locales/en.json';
import fr from './locales/fr.json';
import ru from './locales/ru.json';
import { uniqueNote } from './operations';

const defaults: NormalizeOptions = { moreProviders: false, removeDuplicates: false, unparsable: words.unparsable };
const output = (text: string, options: Partial<NormalizeOptions> = {}) =>
  normalizeEmails(text, { ...defaults, ...options }).output;

describe('normalizeEmail', () => {
  it.each([
    ['a.b+c@hotmail.com', 'a.b@hotmail.com'],
    ['a.b+c@live.com', 'ab@live.com'],
    ['A.B+c@Outlook.com', 'a.b@outlook.com'],
    ['  spaced@example.org  ', 'spaced@example.org'],
    ['x_y%z@sub.example.co.uk', 'x_y%z@sub.example.co.uk'],
  ])('%s gives %s', (email, expected) => {
    expect(normalizeEmail(email)).toBe(expected);
  });

  it.each(['+x@gmail.com', '.+x@gmail.com', 'é@example.com', 'a@b.c', 'a@@b.com', 'a b@c.com', 'a@b', ''])(
    '%j is not read as an address',
    (email) => {
      expect(normalizeEmail(email)).toBeUndefined();
    },
  );

  it.each([
    ['a.b+c@icloud.com', 'a.b@icloud.com', 'a.b+c@icloud.com'],
    ['ada+x@proton.me', 'ada@proton.me', 'ada+x@proton.me'],
    ['ada-shop@yahoo.com', 'ada@yahoo.com', 'ada-shop@yahoo.com'],
    ['ada+x@yandex.ru', 'ada@yandex.ru', 'ada+x@yandex.ru'],
  ])('with more providers %s gives %s (else %s)', (email, withMore, without) => {
    expect(normalizeEmail(email, true)).toBe(withMore);
    expect(normalizeEmail(email, false)).toBe(without);
  });
});

describe('normalizeEmails', () => {
  it('keeps one output line per input line, blank for blank', () => {
    expect(output('a@b.com\n\n  \r\nC@D.com')).toBe('a@b.com\n\n\nc@d.com');
  });

  it('gives nothing for blank input', () => {
    expect(normalizeEmails(' \n ', defaults)).toEqual({ output: '', uniqueCount: 0 });
  });

  it('removes duplicates and blank lines on demand, and counts unique addresses', () => {
    const text = 'A.da@gmail.com\nada+1@gmail.com\n\nbob@example.com\nnope\nnope';
    expect(normalizeEmails(text, { ...defaults, removeDuplicates: true })).toEqual({
      output: 'ada@gmail.com\nbob@example.com\nUnable to parse email: nope',
      uniqueCount: 2,
    });
    expect(normalizeEmails(text, defaults).uniqueCount).toBe(2);
  });
});

describe('the unique count', () => {
  it.each([
    [1, '1 unique address'],
    [2, '2 unique addresses'],
    [25_000, '25,000 unique addresses'],
  ])('%i reads "%s"', (count, text) => {
    expect(inEnglish(uniqueNote(count), words)).toBe(text);
  });

  it.each([
    ['de', de, 25_000, '25.000 eindeutige Adressen'],
    ['fr', fr, 25_000, '25\u202f000 adresses uniques'],
    ['ru', ru, 22, '22 уникальных адреса'],
    ['ru', ru, 1_000_000, '1\u00a0000\u00a0000 уникальных адресов'],
  ] as const)('in %s, %i reads "%s"', (locale, translated, count, text) => {
    expect(inLanguage(locale, uniqueNote(count), words, translated)).toBe(text);
  });

  it('keeps a "$" in a line that is not an address as it is', () => {
    expect(output("$&$'x")).toBe("Unable to parse email: $&$'x");
  });
});
