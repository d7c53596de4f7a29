import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nextNamespaceTranslator } from './i18next-translator';
import { toolWords } from './tool-words';

const english = {
  greeting: 'Hello {{name}}',
  bye: 'Goodbye',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};

describe('toolWords', () => {
  it('reads English straight from the catalogue', () => {
    const words = toolWords(english);
    expect(words.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(words.t('items', { count: 1 })).toBe('1 item');
  });

  it("reads another language's catalogue, with its plurals, and English where it lacks a text", () => {
    const russian = i18nextNamespaceTranslator('ru', 'tool:words-test', {
      greeting: 'Привет, {{name}}',
      items_one: '{{count}} элемент',
      items_few: '{{count}} элемента',
      items_many: '{{count}} элементов',
    });
    const words = toolWords(english, russian);
    expect(words.t('greeting', { name: 'Ада' })).toBe('Привет, Ада');
    expect(words.t('items', { count: 3 })).toBe('3 элемента');
    expect(words.t('items', { count: 5 })).toBe('5 элементов');
    expect(words.t('bye')).toBe('Goodbye');
    expect(words.word({ code: 'common.errors.unexpected', values: { detail: 'x' } })).toMatch(/x/);
  });

  it("marks a library's own words in a message as English, in another language only", () => {
    const failure = { code: 'invalid', values: { detail: 'unexpected end of input', line: 3 } };
    const catalogue = { ...english, invalid: 'Invalid input: {{detail}} (line {{line}})' };
    const german = i18nextNamespaceTranslator('de', 'tool:library-words-test', {
      invalid: 'Ungültige Eingabe: {{detail}} (Zeile {{line}})',
    });
    expect(renderToStaticMarkup(toolWords(catalogue, german).wordNode(failure))).toBe(
      'Ungültige Eingabe: <span lang="en" translate="no">unexpected end of input</span> (Zeile 3)',
    );
    expect(toolWords(catalogue).wordNode(failure)).toBe('Invalid input: unexpected end of input (line 3)');
    expect(toolWords(catalogue, german).wordNode({ code: 'bye' })).toBe('Goodbye');
  });
});
