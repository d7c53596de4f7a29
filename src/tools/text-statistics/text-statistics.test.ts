import { describe, expect, it } from 'vitest';
import { countLines, countWords } from '../../lib/text-counts';
import { computeTextStatistics, formatByteSize, readingTime } from './text-statistics';

describe('counts', () => {
  it('counts user-perceived characters', () => {
    expect(computeTextStatistics('😀').characters).toBe(1);
    expect(computeTextStatistics('👍🏽').characters).toBe(1);
    expect(computeTextStatistics('👨‍👩‍👧').characters).toBe(1);
    expect(computeTextStatistics('e\u0301').characters).toBe(1);
    expect(computeTextStatistics('\r\n').characters).toBe(1);
  });

  it.each([
    ['', 0],
    ['a', 1],
    ['a\n', 2],
    ['a\r\nb\rc\nd', 4],
    ['\n\n', 3],
  ])('lines of %j: %i', (text, lines) => {
    expect(countLines(text)).toBe(lines);
  });

  it.each([
    ['', 0],
    ['   \n\t', 0],
    ['one', 1],
    ['one\ttwo\nthree  four', 4],
  ])('words of %j: %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    [0, '0 Bytes'],
    [29, '29 Bytes'],
    [1536, '1.5 KB'],
    [2000, '1.95 KB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('byte size %i is %s', (bytes, expected) => {
    expect(formatByteSize(bytes)).toBe(expected);
  });

  it('measures UTF-8 bytes', () => {
    expect(computeTextStatistics('é😀').bytes).toBe(6);
  });
});

describe('beyond the reference', () => {
  const text = 'The cat sat. The dog ran! Did the cat see it?\n\nYes, 2 times…\n  \nEnd';
  const statistics = computeTextStatistics(text);

  it('counts sentences, paragraphs, letters, digits and punctuation', () => {
    expect(statistics.sentences).toBe(5);
    expect(statistics.paragraphs).toBe(3);
    expect(statistics.letters).toBe(43);
    expect(statistics.digits).toBe(1);
    expect(statistics.punctuation).toBe(5);
    expect(statistics.charactersWithoutSpaces).toBe(49);
  });

  it('finds unique and top words, case ignored', () => {
    expect(statistics.uniqueWords).toBe(12);
    expect(statistics.topWords.slice(0, 2)).toEqual([
      { word: 'the', count: 3 },
      { word: 'cat', count: 2 },
    ]);
    expect(statistics.topWords).toHaveLength(10);
  });

  it('gives a reading time at 200 words a minute', () => {
    expect(readingTime(0)).toBe('0 min');
    expect(readingTime(1)).toBe('1 min');
    expect(readingTime(401)).toBe('3 min');
    expect(readingTime(786_438)).toBe('3933 min');
    expect(readingTime(401, 'de')).toBe('3 Min.');
    expect(readingTime(786_438, 'ru')).toBe('3933 мин');
    expect(readingTime(1, 'zh-Hans')).toBe('1分钟');
  });

  it('empty text is all zeros', () => {
    expect(computeTextStatistics('')).toMatchObject({
      characters: 0,
      words: 0,
      lines: 0,
      bytes: 0,
      sentences: 0,
      paragraphs: 0,
      topWords: [],
    });
  });

  it('takes unpaired surrogates', () => {
    expect(computeTextStatistics('\uD800x').bytes).toBe(4);
  });
});
