import { describe, expect, it } from 'vitest';
import { withoutGroupNames } from './group-names';
import { sampleMatching } from './sample';

describe('withoutGroupNames', () => {
  it.each([
    ['(?<key>[a-z]+)=(\\d+)', '(?:[a-z]+)=(\\d+)'],
    ['(?<=a)b(?<!c)', '(?<=a)b(?<!c)'],
    ['\\(?<x>a)', '\\(?<x>a)'],
    ['[(?<x>]', '[(?<x>]'],
    ['[\\]](?<x>a)', '[\\]](?:a)'],
    ['(?<unclosed', '(?<unclosed'],
  ])('%s becomes %s', (pattern, expected) => {
    expect(withoutGroupNames(pattern)).toBe(expected);
  });

  it('can make them plain capturing groups', () => {
    expect(withoutGroupNames('(?<key>a)(?<v>b)', '(')).toBe('(a)(b)');
  });
});

describe('sampleMatching', () => {
  it.each([
    ['(?<key>[a-z]+)=(\\d+)', 'gsu'],
    ['\\d{3}-\\d{4}', 'gsu'],
    ['colou?r', 'i'],
    ['^[A-F0-9]{8}$', 'g'],
  ])('makes a string that %s matches', (pattern, flags) => {
    for (let run = 0; run < 20; run++) {
      expect(sampleMatching({ pattern, flags })).toMatch(new RegExp(pattern, flags.replace('g', '')));
    }
  });

  it('gives nothing for an empty or invalid pattern', () => {
    expect(sampleMatching({ pattern: '', flags: 'gsu' })).toBe('');
    expect(sampleMatching({ pattern: '(', flags: 'gsu' })).toBe('');
  });

  it('gives nothing when no generated string matches (a lookahead randexp ignores)', () => {
    expect(sampleMatching({ pattern: 'a(?=b)', flags: '' })).toBe('');
  });
});
