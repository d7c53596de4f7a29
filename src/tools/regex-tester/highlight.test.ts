import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight';
import { runRegex } from './regex-tester';

function pieces(pattern: string, text: string) {
  const run = runRegex({ pattern, flags: 'gsu', text, replacement: '' });
  if (!run.ok) throw new Error(run.error.code);
  return highlightPieces(text, run.value.matches);
}

describe('highlightPieces', () => {
  it('cuts the text into plain runs and matches, colouring groups in turn', () => {
    expect(pieces('(?<key>[a-z]+)=(\\d+)', 'a=1, bb=22!')).toEqual([
      { match: [{ text: 'a', group: 0 }, { text: '=' }, { text: '1', group: 1 }], index: 0 },
      { plain: ', ' },
      { match: [{ text: 'bb', group: 0 }, { text: '=' }, { text: '22', group: 1 }], index: 5 },
      { plain: '!' },
    ]);
  });

  it('colours an outer group over the groups nested in it, and skips unmatched and empty ones', () => {
    expect(pieces('((a)b)(x)?()c', 'abc')).toEqual([{ match: [{ text: 'ab', group: 0 }, { text: 'c' }], index: 0 }]);
  });

  it('gives the whole text as plain without matches', () => {
    expect(pieces('z', 'abc')).toEqual([{ plain: 'abc' }]);
    expect(highlightPieces('', [])).toEqual([]);
  });
});
