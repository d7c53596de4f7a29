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
});
