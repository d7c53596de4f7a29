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

  it('draws nodes where the language puts their placeholders', () => {
    const german = i18nextNamespaceTranslator('de', 'tool:nodes-test', { greeting: '{{name}}, hallo!' });
    const node = (words: ReturnType<typeof toolWords<typeof english>>) =>
      renderToStaticMarkup(<>{words.tNodes('greeting', { name: <code>Ada</code> })}</>);
    expect(node(toolWords(english))).toBe('Hello <code>Ada</code>');
    expect(node(toolWords(english, german))).toBe('<code>Ada</code>, hallo!');
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

  it("words a library's error by the catalogue's key for its kind, in another language only", () => {
    const catalogue = {
      invalid: 'Invalid input: {{detail}}',
      kinds: { badIndent: 'Bad indentation at line {{line}}, column {{column}}' },
    };
    const german = i18nextNamespaceTranslator('de', 'tool:words-kinds-test', {
      invalid: 'Ungültige Eingabe: {{detail}}',
      kinds: { badIndent: 'Falsche Einrückung in Zeile {{line}}, Spalte {{column}}' },
    });
    const failure = {
      code: 'invalid',
      values: {
        detail: 'All mapping items must start at the same column at line 3, column 1',
        detailKey: 'kinds.badIndent',
        line: 3,
        column: 1,
      },
    };
    // English keeps the library's words, as a spec may quote them.
    expect(toolWords(catalogue).word(failure)).toBe(
      'Invalid input: All mapping items must start at the same column at line 3, column 1',
    );
    const inGerman = toolWords(catalogue, german);
    expect(inGerman.word(failure)).toBe('Ungültige Eingabe: Falsche Einrückung in Zeile 3, Spalte 1');
    expect(renderToStaticMarkup(inGerman.wordNode(failure))).toBe(
      'Ungültige Eingabe: Falsche Einrückung in Zeile 3, Spalte 1',
    );
    // A kind the language lacks: its English words, still the catalogue's.
    const french = i18nextNamespaceTranslator('fr', 'tool:words-kinds-test-fr', {
      invalid: 'Entrée non valide : {{detail}}',
    });
    expect(toolWords(catalogue, french).word(failure)).toBe('Entrée non valide : Bad indentation at line 3, column 1');
  });

  it('marks the data a kind of error inserts (a character from the input) as not to be translated', () => {
    const catalogue = { invalid: 'Invalid: {{detail}}', unexpected: "Unexpected '{{character}}' at line {{line}}" };
    const german = i18nextNamespaceTranslator('de', 'tool:words-data-test', {
      invalid: 'Ungültig: {{detail}}',
      unexpected: 'Unerwartetes „{{character}}“ in Zeile {{line}}',
    });
    const failure = {
      code: 'invalid',
      values: { detail: "invalid character 'T' at 1:1", detailKey: 'unexpected', character: 'T', line: 1 },
    };
    expect(renderToStaticMarkup(toolWords(catalogue, german).wordNode(failure))).toBe(
      'Ungültig: Unerwartetes „<span translate="no">T</span>“ in Zeile 1',
    );
    expect(toolWords(catalogue, german).word(failure)).toBe('Ungültig: Unerwartetes „T“ in Zeile 1');
  });
});
