import { describe, expect, it } from 'vitest';
import { numberedName, pascalCaseName, singularize, splitWords } from './names';

describe('splitWords', () => {
  it.each([
    ['zip_code', ['zip', 'code']],
    ['userID', ['user', 'ID']],
    ['HTTPServer', ['HTTP', 'Server']],
    ['first-name', ['first', 'name']],
    ['utf8Value', ['utf8', 'Value']],
    ['  ', []],
    ['名前', []],
  ])('%s', (key, words) => {
    expect(splitWords(key)).toEqual(words);
  });
});

describe('pascalCaseName', () => {
  it.each([
    ['user_profile', 'UserProfile'],
    ['user profile', 'UserProfile'],
    ['HTTPServer', 'HttpServer'],
    ['first-name', 'FirstName'],
    ['2fa', '_2fa'],
    ['--', undefined],
    ['', undefined],
  ])('%j', (text, name) => {
    expect(pascalCaseName(text)).toBe(name);
  });
});

describe('singularize', () => {
  it.each([
    ['items', 'item'],
    ['categories', 'category'],
    ['boxes', 'box'],
    ['statuses', 'status'],
    ['buzzes', 'buzz'],
    ['matches', 'match'],
    ['dishes', 'dish'],
    ['class', 'class'],
    ['data', 'data'],
    ['IDs', 'ID'],
    ['s', 's'],
  ])('%s → %s', (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });
});

describe('numberedName', () => {
  it('appends 2, 3… until the name is free', () => {
    const used = new Set(['A', 'A2']);
    expect(numberedName('A', (name) => !used.has(name))).toBe('A3');
    expect(numberedName('B', (name) => !used.has(name))).toBe('B');
  });
});
