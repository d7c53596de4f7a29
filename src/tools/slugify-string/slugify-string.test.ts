import { describe, expect, it } from 'vitest';
import { isNothingLeft, limitSeparator, shortenSlug, slugifyText, type SlugifyOptions } from './slugify-string';

const defaults: SlugifyOptions = {
  separator: '-',
  lowercase: true,
  splitCamelCase: true,
  perLine: false,
  maxLength: 0,
};

describe('slugifyText with the default options', () => {
  it.each([
    ['I ♥ 🦄', 'i-love-unicorn'],
    ['Straße über Äpfel und Öl', 'strasse-ueber-aepfel-und-oel'],
    ['Привет Ελλάδα', 'privet-ellada'],
    ["  it's a/b.c  ", 'its-a-b-c'],
    ['line one\nline two', 'line-one-line-two'],
    ['a\u0000b \uD800 <script>alert(1)</script>', 'a-b-script-alert-1-script'],
    ['', ''],
  ])('slugifies %j as %j', (text, slug) => {
    expect(slugifyText(text, defaults)).toEqual({ ok: true, value: slug });
  });
});

describe('slugifyText with options', () => {
  it.each<[string, Partial<SlugifyOptions>, string]>([
    ['My file path', { separator: '_' }, 'my_file_path'],
    ['My file path', { separator: '' }, 'myfilepath'],
    ['My file path', { separator: '.-.' }, 'my.-.file.-.path'],
    ['My File Path', { lowercase: false }, 'My-File-Path'],
    ['fooBar', { splitCamelCase: false }, 'foobar'],
    ['one\n\nTwo Words\r\nthree', { perLine: true }, 'one\n\ntwo-words\nthree'],
    ['The quick brown fox', { maxLength: 12 }, 'the-quick'],
    ['The quick brown fox', { maxLength: 9 }, 'the-quick'],
    ['The quick brown fox', { maxLength: 10 }, 'the-quick'],
    ['Supercalifragilistic word', { maxLength: 5 }, 'super'],
    ['The quick brown fox', { maxLength: 7, separator: '' }, 'thequic'],
    ['The quick brown\nfox jumps high', { maxLength: 10, perLine: true }, 'the-quick\nfox-jumps'],
    // The page's own example, option by option.
    ['The quickBrown fox\n\nJumps over', {}, 'the-quick-brown-fox-jumps-over'],
    ['The quickBrown fox\n\nJumps over', { separator: '_' }, 'the_quick_brown_fox_jumps_over'],
    ['The quickBrown fox\n\nJumps over', { separator: '' }, 'thequickbrownfoxjumpsover'],
    ['The quickBrown fox\n\nJumps over', { lowercase: false, splitCamelCase: false }, 'The-quickBrown-fox-Jumps-over'],
    ['The quickBrown fox\n\nJumps over', { perLine: true }, 'the-quick-brown-fox\n\njumps-over'],
    ['The quickBrown fox\n\nJumps over', { perLine: true, maxLength: 12 }, 'the-quick\n\njumps-over'],
    ['Hello bigWorld', { separator: '_', splitCamelCase: false }, 'hello_bigworld'],
  ])('slugifies %j with %j as %j', (text, options, slug) => {
    expect(slugifyText(text, { ...defaults, ...options })).toEqual({ ok: true, value: slug });
  });
});

describe('shortenSlug', () => {
  it.each<[string, number, string, string]>([
    ['a-bb-ccc', 0, '-', 'a-bb-ccc'],
    ['a-bb-ccc', 8, '-', 'a-bb-ccc'],
    ['a-bb-ccc', 5, '-', 'a-bb'],
    ['a-bb-ccc', 4, '-', 'a-bb'],
    ['a-bb-ccc', 3, '-', 'a'],
    ['a--bb--ccc', 6, '--', 'a--bb'],
    ['a--bb--ccc', 5, '--', 'a--bb'],
    ['abcdef', 3, '-', 'abc'],
  ])('cuts %j to %i with %j as %j', (slug, maxLength, separator, expected) => {
    expect(shortenSlug(slug, maxLength, separator)).toBe(expected);
  });
});

describe('isNothingLeft', () => {
  it.each([
    ['你好世界', '', true],
    ['你好\n世界', '\n', true],
    ['', '', false],
    ['   ', '', false],
    ['ok', 'ok', false],
  ])('for %j giving %j is %s', (text, slug, expected) => {
    expect(isNothingLeft(text, slug)).toBe(expected);
  });
});

describe('limitSeparator', () => {
  it.each([
    ['-', '-'],
    ['', ''],
    ['abcd', 'abc'],
    ['-+-x', '-+-'],
    ['😀😀😀😀', '😀😀😀'],
  ])('keeps %j as %j', (separator, expected) => {
    expect(limitSeparator(separator)).toBe(expected);
  });
});

it('slugifies a megabyte', () => {
  const result = slugifyText('Déjà Vu & Friends fooBar '.repeat(40_000), defaults);
  expect(result.ok && result.value.startsWith('deja-vu-and-friends-foo-bar-deja')).toBe(true);
});
