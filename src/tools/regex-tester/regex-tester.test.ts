import { describe, expect, it } from 'vitest';
import {
  compileRegex,
  defaultFlags,
  findMatches,
  flagsText,
  formatMatch,
  regexLiteral,
  runRegex,
  type RegexFlags,
  type RegexRun,
} from './regex-tester';
import { errorInEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import fr from './locales/fr.json';
import words from './locales/en.json';

const defaults = flagsText(defaultFlags);

function run(pattern: string, text: string, flags = defaults, replacement = ''): RegexRun {
  const outcome = runRegex({ pattern, flags, text, replacement });
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.value;
}

/** The table as the spec's examples write it: Index | Value | Captures | Groups. */
function table(result: RegexRun): string[] {
  return result.matches.map((match) => formatMatch(match, words.matches.unmatched));
}

describe('flagsText', () => {
  it('gives the default flags g, s and u', () => {
    expect(defaults).toBe('gsu');
  });

  it.each<[Partial<RegexFlags>, string]>([
    [{ global: false, dotAll: false, unicode: false }, ''],
    [{ ignoreCase: true, multiline: true }, 'gimsu'],
    [{ unicodeSets: true }, 'gsu'],
    [{ unicode: false, unicodeSets: true }, 'gsv'],
  ])('%j gives %s', (changed, expected) => {
    expect(flagsText({ ...defaultFlags, ...changed })).toBe(expected);
  });
});

describe('runRegex, the spec examples', () => {
  it("example 3: an invalid pattern gives the engine's message", () => {
    const result = runRegex({ pattern: '(', flags: defaults, text: 'x', replacement: '' });
    expect(errorInEnglish(result, words)).toBe('Invalid regex: Invalid regular expression: /(/gsu: Unterminated group');
  });
});

describe('runRegex', () => {
  it('validates with the selected flags: an escape invalid only under u is an error', () => {
    expect(runRegex({ pattern: '\\-', flags: 'gsu', text: '-', replacement: '' }).ok).toBe(false);
    expect(table(run('\\-', 'a-b', 'g'))).toEqual(['1 | - |  | ']);
  });

  it('skips empty matches and goes on from the next character', () => {
    expect(table(run('a*', 'baaa'))).toEqual(['1 | aaa |  | ']);
    expect(table(run('x?', 'yxyx'))).toEqual(['1 | x |  | ', '3 | x |  | ']);
  });

  it('steps over a whole astral character after an empty match in Unicode mode', () => {
    expect(table(run('\\udc00?', '😀', 'gu'))).toEqual([]);
    // Without u, the search stops inside the pair and finds its low half.
    expect(run('\\udc00?', '\ud800\udc00', 'g').matches.map((match) => match.index)).toEqual([1]);
  });

  it('lists only the first match without g', () => {
    expect(table(run('\\d', 'a1b2', 'su'))).toEqual(['1 | 1 |  | ']);
    expect(table(run('a*', 'baaa', ''))).toEqual(['1 | aaa |  | ']);
  });

  it('says which groups did not take part', () => {
    expect(table(run('(a)|(?<bee>b)', 'b'))).toEqual([
      '0 | b | "1" = (unmatched), "2" = b [0 - 1] | "bee" = b [0 - 1]',
    ]);
    expect(table(run('(?<x>a)?b', 'b'))).toEqual(['0 | b | "1" = (unmatched) | "x" = (unmatched)']);
  });

  it('reports offsets in UTF-16 units', () => {
    expect(table(run('b', '😀b'))).toEqual(['2 | b |  | ']);
  });

  it('honours the case-insensitive, multiline and dot-all flags', () => {
    expect(table(run('^b.', 'a\nB\n', 'gims'))).toEqual(['2 | B\n |  | ']);
    expect(run('^b.', 'a\nB\n', 'gim').matches).toEqual([]);
    expect(run('^b.', 'a\nB\n', 'gis').matches).toEqual([]);
  });

  it('replaces as String.prototype.replace does, with $1 and $<name>', () => {
    expect(run('(?<key>[a-z]+)=(\\d+)', 'a=1, bb=22', defaults, '$2:$<key>').replaced).toBe('1:a, 22:bb');
    expect(run('o', 'foo', 'u', '0').replaced).toBe('f0o');
  });

  it('gives the pattern as a literal writes it', () => {
    const result = run('a/b\n', 'a/b\n');
    expect(result.source).toBe('a\\/b\\n');
    expect(regexLiteral(result.source, result.flags)).toBe('const re = /a\\/b\\n/gsu;');
  });

  it('lists at most the given number of matches and says there are more', () => {
    expect(findMatches(/\d/g, '12345', 3)).toMatchObject({ moreMatches: true, matches: { length: 3 } });
    expect(findMatches(/\d/g, '123', 3)).toMatchObject({ moreMatches: false, matches: { length: 3 } });
  });

  it('finds nothing in empty text', () => {
    expect(run('a*', '').matches).toEqual([]);
  });
});

describe("compileRegex — the engine's reason in another language", () => {
  const refused = (pattern: string, flags: string) => {
    const result = compileRegex(pattern, flags);
    if (result.ok) throw new Error(`${pattern} compiled`);
    return result.error;
  };

  it("keeps the engine's words in English, and words its kind in another language", () => {
    expect(errorInEnglish(compileRegex('(', 'gsu'), words)).toBe(
      'Invalid regex: Invalid regular expression: /(/gsu: Unterminated group',
    );
    expect(inLanguage('de', refused('(', 'gsu'), words, de)).toBe('Ungültige Regex: nicht geschlossene Gruppe');
    expect(inLanguage('fr', refused('*', ''), words, fr)).toBe('Regex non valide\u00a0: rien à répéter');
    expect(inLanguage('de', refused('(?<a>x)(?<a>y)', 'u'), words, de)).toBe(
      'Ungültige Regex: doppelter Name einer Erfassungsgruppe',
    );
  });

  it("has words for each reason it knows, and leaves an unknown one in the engine's words", () => {
    for (const [pattern, flags] of [
      [')', ''],
      ['[a', 'u'],
      ['a{2,1}', ''],
      ['[z-a]', ''],
      ['\\p{Foo}', 'u'],
      ['a\\', ''],
    ])
      expect(refused(pattern, flags).values).toHaveProperty('detailKey');
    expect(inLanguage('de', { code: 'errors.invalid', values: { detail: 'Some other engine: bad' } }, words, de)).toBe(
      'Ungültige Regex: Some other engine: bad',
    );
  });
});
