import byEmoji from 'unicode-emoji-json/data-by-emoji.json';
import emojibaseDe from 'emojibase-data/de/compact.json';
import emojibaseZh from 'emojibase-data/zh/compact.json';
import keywords from 'emojilib';
import { describe, expect, it } from 'vitest';
import {
  buildEmojiList,
  emojiCard,
  emojiGroups,
  rememberCopied,
  titleOf,
  toned,
  withSkinTone,
  type EmojiInfo,
  type UnicodeEmojiData,
} from './emoji-picker';
import { emojiKey, localEmojiNames, localised, localKeywords, localTitle } from './emoji-names';
import { createEmojiSearch } from './emoji-search';
import { columnsFor, gridRows, rowOffsets, rowsInBand } from './grid-layout';

const emojis = buildEmojiList(byEmoji as Record<string, UnicodeEmojiData>, keywords);
const search = createEmojiSearch(emojis);
const find = (emoji: string) => emojis.find((info) => info.emoji === emoji) as EmojiInfo;

describe('the emoji list', () => {
  it('holds the 1,914 emojis of unicode-emoji-json 0.9.0, in the nine groups in Unicode order', () => {
    expect(emojis).toHaveLength(1914);
    expect(emojis[0].emoji).toBe('😀');
    expect([...new Set(emojis.map((info) => info.group))]).toEqual(emojiGroups);
  });

  it('example 2: the card of a multi-code-point emoji', () => {
    expect(emojiCard(find('🇫🇷'))).toBe('🇫🇷 | Flag France | U+1F1EB U+1F1F7 | \\ud83c\\uddeb\\ud83c\\uddf7');
  });

  it('gives the HTML entity and the shortcode', () => {
    expect(find('🍕').htmlEntity).toBe('&#x1F355;');
    expect(find('🍕').shortcode).toBe(':pizza:');
  });

  it('finds by keyword, by code point in both forms, and by the emoji itself', () => {
    expect(search('pizza').map((info) => info.emoji)).toContain('🍕');
    expect(search('U+1F355')[0].emoji).toBe('🍕');
    expect(search('0x1f355')[0].emoji).toBe('🍕');
    expect(search('🍕')[0].emoji).toBe('🍕');
    expect(search('smile').length).toBeGreaterThan(0);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('capitalises only the first letter of a title', () => {
    expect(titleOf('flag France')).toBe('Flag France');
    expect(titleOf('')).toBe('');
  });
});

describe('names in other languages (emojibase-data)', () => {
  const shown = Object.keys(byEmoji);
  const german = localEmojiNames(emojibaseDe, shown);
  const chinese = localEmojiNames(emojibaseZh, shown);
  const germanSearch = createEmojiSearch(emojis, german);
  const found = (search: typeof germanSearch, query: string) => search(query).map((info) => info.emoji);

  it('keeps the name and keywords of each emoji the picker shows, and no other', () => {
    expect(Object.keys(german)).toHaveLength(emojis.length);
    // A skin tone variant, a regional indicator: not in the list.
    expect(german[emojiKey('👋🏽')]).toBeUndefined();
    expect(german[emojiKey('🇦')]).toBeUndefined();
    expect(german[emojiKey('🍕')]).toEqual(['Pizza', 'pizzastück', 'pizzeria']);
  });

  it('matches an emoji whatever presentation selectors each data set writes', () => {
    expect(emojiKey('😐️')).toBe(emojiKey('😐'));
    expect(localTitle(german, '😐')).toBe('Neutrales Gesicht');
    expect(localTitle(german, '❤️')).toBe('Rotes Herz');
    expect(localKeywords(german, '❤️')).toEqual(['herz']);
  });

  it('leaves out keywords that only repeat the name, and takes the first entry of an emoji given twice', () => {
    const names = localEmojiNames(
      [
        { unicode: '❤️', label: 'rotes Herz', tags: ['herz', 'rotes herz'] },
        { unicode: '❤', label: 'Herz', tags: [] },
        { unicode: '🆕', label: 'neu' },
      ],
      ['❤️', '🆕', '🍕'],
    );
    expect(names).toEqual({ [emojiKey('❤️')]: ['rotes Herz', 'herz'], '🆕': ['neu'] });
  });

  it('titles the emojis in the language, marked with it, and keeps the English name where it has none', () => {
    const titled = localised(emojis, { [emojiKey('❤️')]: ['rotes Herz'] }, 'de');
    const heart = titled.find((info) => info.emoji === '❤️')!;
    expect(heart).toMatchObject({ title: 'Rotes Herz', titleLang: 'de', codePoints: 'U+2764 U+FE0F' });
    expect(titled.find((info) => info.emoji === '🍕')).toBe(find('🍕'));
    expect(find('🍕').titleLang).toBeUndefined();
    expect(localised(emojis, chinese, 'zh-Hans').find((info) => info.emoji === '🍕')!.title).toBe('披萨');
  });

  it('finds by the names and keywords of the language as well as by the English ones', () => {
    expect(found(germanSearch, 'Herz')).toContain('❤️');
    expect(found(germanSearch, 'heart')).toContain('❤️');
    expect(found(germanSearch, 'pizzastück')[0]).toBe('🍕');
    expect(found(germanSearch, 'pizza')).toContain('🍕');
    expect(found(germanSearch, 'U+1F355')[0]).toBe('🍕');
    expect(found(createEmojiSearch(emojis, chinese), '披萨')).toContain('🍕');
    expect(found(germanSearch, 'zzzzqqqq')).toEqual([]);
  });

  it('gives the emojis of the list, not copies with the names searched', () => {
    expect(germanSearch('Herz').every((info) => emojis.includes(info))).toBe(true);
  });

  it('without a language, searches the English names and keywords alone', () => {
    expect(found(search, 'Herz')).not.toContain('❤️');
    expect(found(search, 'heart')).toContain('❤️');
  });
});

describe('skin tones', () => {
  it('puts the modifier after the first character, in place of a presentation selector', () => {
    expect(withSkinTone('👍', 'medium')).toBe('👍🏽');
    expect(withSkinTone('🖐️', 'dark')).toBe('🖐🏿');
    expect(withSkinTone('👍', 'none')).toBe('👍');
  });

  it('tones only the emojis that support it, with their codes', () => {
    expect(toned(find('👍'), 'light').codePoints).toBe('U+1F44D U+1F3FB');
    expect(toned(find('🍕'), 'light')).toBe(find('🍕'));
  });
});

describe('rememberCopied', () => {
  it('keeps the newest first, each once, twelve at most', () => {
    expect(rememberCopied(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(
      rememberCopied(
        Array.from({ length: 12 }, (_, index) => String(index)),
        'x',
      ),
    ).toHaveLength(12);
  });
});

describe('grid layout', () => {
  it('fits 1 to 6 columns', () => {
    expect(columnsFor(320)).toBe(1);
    expect(columnsFor(800)).toBe(4);
    expect(columnsFor(5000)).toBe(6);
  });

  it('finds the rows in a band', () => {
    const rows = gridRows([{ heading: 'A', emojis: emojis.slice(0, 10) }], 3);
    expect(rows.map((row) => row.kind)).toEqual(['heading', 'cards', 'cards', 'cards', 'cards']);
    const offsets = rowOffsets(rows);
    expect(offsets).toEqual([0, 48, 260, 472, 684, 896]);
    expect(rowsInBand(offsets, 0, 100)).toEqual({ first: 0, end: 2 });
    expect(rowsInBand(offsets, 300, 500)).toEqual({ first: 2, end: 4 });
    expect(rowsInBand(offsets, -600, -10)).toEqual({ first: 0, end: 0 });
    expect(rowsInBand(offsets, 2000, 3000)).toEqual({ first: 5, end: 5 });
  });
});
