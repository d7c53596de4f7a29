import { describe, expect, it } from 'vitest';
import { splitIntoLineChunks } from './line-chunks';

describe('splitIntoLineChunks', () => {
  it.each([
    ['', 2, []],
    ['a', 2, [{ text: 'a', lines: 1 }]],
    [
      'a\nb\nc\n',
      2,
      [
        { text: 'a\nb\n', lines: 2 },
        { text: 'c\n', lines: 1 },
      ],
    ],
    [
      'a\nb\nc',
      2,
      [
        { text: 'a\nb\n', lines: 2 },
        { text: 'c', lines: 1 },
      ],
    ],
    ['a\nb\n', 2, [{ text: 'a\nb\n', lines: 2 }]],
    [
      '\n\n\n',
      1,
      [
        { text: '\n', lines: 1 },
        { text: '\n', lines: 1 },
        { text: '\n', lines: 1 },
      ],
    ],
  ])('%j by %i lines', (text, linesPerChunk, expected) => {
    expect(splitIntoLineChunks(text, linesPerChunk)).toEqual(expected);
  });

  it('gives the text back when joined', () => {
    const text = Array.from({ length: 2_345 }, (_, index) => `line ${index}`).join('\n');
    const chunks = splitIntoLineChunks(text, 1_000);
    expect(chunks.map((chunk) => chunk.lines)).toEqual([1_000, 1_000, 345]);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
  });

  it.each([
    [
      'abcdefg',
      3,
      [
        { text: 'abc', lines: 1 },
        { text: 'def', lines: 1 },
        { text: 'g', lines: 1 },
      ],
    ],
    [
      'a\nbcdef\ng\n',
      3,
      [
        { text: 'a\n', lines: 1 },
        { text: 'bcd', lines: 1 },
        { text: 'ef\n', lines: 1 },
        { text: 'g\n', lines: 1 },
      ],
    ],
    [
      'ab\u{1F600}c',
      3,
      [
        { text: 'ab', lines: 1 },
        { text: '\u{1F600}c', lines: 1 },
      ],
    ],
  ])('%j cut at %i characters a chunk', (text, maxChunkChars, expected) => {
    expect(splitIntoLineChunks(text, 10, maxChunkChars)).toEqual(expected);
  });

  it('gives a one-line text back when joined, cut into pieces', () => {
    const text = 'x'.repeat(25_001);
    const chunks = splitIntoLineChunks(text, 500, 10_000);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([10_000, 10_000, 5_001]);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
  });
});
