import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chosenModel } from './count';
import { models, modelsCheckedOn } from './models';
import { costText, countTokens, decodeTokenIds, parseTokenIds, segmentsOf, shareText } from './tokens';
import { loadVocabulary } from './vocabulary';

// The declared examples (counts and ids as the CLI gives them) run in src/tools/operations.test.ts;
// here, the segments, the bar's and cost's texts, and the edge cases.
const sample = 'Grüße aus Köln — 日本語のテキスト';

describe('segments', () => {
  it('cut the sample where o200k_base cuts it', async () => {
    const o200k = await loadVocabulary('o200k_base');
    const count = countTokens(sample, o200k);
    expect(segmentsOf(o200k, count.ids!).map((segment) => segment.text)).toEqual([
      'Gr',
      'ü',
      'ße',
      ' aus',
      ' Köln',
      ' —',
      ' 日本',
      '語',
      'の',
      'テ',
      'キ',
      'スト',
    ]);
  });

  it('keep a character split over several tokens as one segment with all their ids', async () => {
    const cl100k = await loadVocabulary('cl100k_base');
    const segments = segmentsOf(cl100k, countTokens(sample, cl100k).ids!);
    expect(segments.find((segment) => segment.text === '語')?.ids).toEqual([45918, 252]);
    const o200k = await loadVocabulary('o200k_base');
    expect(segmentsOf(o200k, countTokens('🚀🚀🚀', o200k).ids!)).toEqual(
      Array(3).fill({ text: '🚀', ids: [112927, 222] }),
    );
    expect(segmentsOf(cl100k, countTokens('🚀🚀🚀', cl100k).ids!)[0].ids).toEqual([9468, 248, 222]);
  });

  it('stop at the limit', async () => {
    const o200k = await loadVocabulary('o200k_base');
    expect(segmentsOf(o200k, countTokens('a b c d e f', o200k).ids!, 3)).toHaveLength(3);
  });
});

describe('counts', () => {
  it('estimate ⌈characters ÷ 4⌉ where no tokenizer is bundled', () => {
    expect(countTokens(sample, undefined)).toEqual({ tokenizer: 'estimate', tokens: 7, characters: 25, words: 5 });
  });

  it('count a small file of four lines alike in both encodings', async () => {
    const text = readFileSync(new URL('./fixtures/prompt.txt', import.meta.url), 'utf8');
    for (const name of ['o200k_base', 'cl100k_base'] as const) {
      const count = countTokens(text, await loadVocabulary(name));
      expect([count.tokens, count.characters, count.words]).toEqual([31, 150, 25]);
    }
  });

  it('read the custom window and refuse one out of range', () => {
    expect(chosenModel({ model: 'custom', encoding: 'cl100k_base', contextWindow: '10' })).toEqual({
      ok: true,
      value: { id: 'custom', encoding: 'cl100k_base', contextWindow: 10 },
    });
    for (const window of ['0', '10000001', '1.5', 'x', ''])
      expect(chosenModel({ model: 'custom', encoding: 'o200k_base', contextWindow: window }).ok).toBe(false);
  });

  it('keep a dated table of models', () => {
    expect(modelsCheckedOn).toBe('2026-11-27');
    expect(models.find((model) => model.id === 'gpt-4')).toEqual({
      id: 'gpt-4',
      encoding: 'cl100k_base',
      contextWindow: 8192,
    });
  });
});

describe('texts', () => {
  it('give the share of the window with at most 2 decimals, or < 0.01', () => {
    expect(shareText(15, 8192)).toBe('0.18');
    expect(shareText(12, 400000)).toBe('< 0.01');
    expect(shareText(12, 10)).toBe('120');
  });

  it('give the cost in dollars with 2 to 6 decimals', () => {
    expect(costText(15, 30)).toBe('$0.00045');
    expect(costText(12, 2.5)).toBe('$0.00003');
    expect(costText(1_000_000, 2)).toBe('$2.00');
  });
});

describe('decoding ids', () => {
  it('reads ids in brackets, with commas, spaces or lines, and refuses anything else', () => {
    expect(parseTokenIds('[3193, 572,\n13153 3976]')).toEqual({ ok: true, value: [3193, 572, 13153, 3976] });
    expect(parseTokenIds('  ')).toEqual({ ok: true, value: [] });
    expect(parseTokenIds('1.5, 2').ok).toBe(false);
    expect(parseTokenIds('-1').ok).toBe(false);
  });

  it('shows an unfinished character as �, a special id as its name, and names an unknown id', async () => {
    const o200k = await loadVocabulary('o200k_base');
    expect(decodeTokenIds(o200k, [112927])).toEqual({ ok: true, value: '\uFFFD' });
    expect(decodeTokenIds(o200k, [112927, 222])).toEqual({ ok: true, value: '🚀' });
    expect(decodeTokenIds(o200k, [199999])).toEqual({ ok: true, value: '<|endoftext|>' });
    expect(decodeTokenIds(o200k, [13225, 11, 199998])).toEqual({
      ok: false,
      error: { code: 'errors.unknownId', values: { id: 199998, vocabulary: 'o200k_base' } },
    });
  });
});
