import { describe, expect, it } from 'vitest';
import type { ErrorCode } from 'yaml';
import { inEnglish, inLanguage } from '../../test/words';
import type { Locale } from '../../i18n/locales';
import { MessageError, type Message } from '../operation/message';
import parserWords from '../words/parser.en.json';
import { readJson } from './json';
import { readToml } from './toml';
import { readXml } from './xml-read';
import { readYaml } from './yaml';
import { yamlCodeWords } from './yaml-error';

/** The message a reader ends with on `text`. */
function refusal(read: (text: string) => unknown, text: string): Message {
  try {
    read(text);
  } catch (error) {
    if (error instanceof MessageError) return error.detail;
    throw error;
  }
  throw new Error(`${text} was read`);
}

const worded = (locale: Locale | 'en', read: (text: string) => unknown, text: string) =>
  locale === 'en' ? inEnglish(refusal(read, text)) : inLanguage(locale, refusal(read, text), {}, {});

describe("the shared readers' errors in every language", () => {
  it.each([
    [readYaml, 'a: b: c', 'Invalid YAML: Nested mappings are not allowed in compact mappings at line 1, column 4'],
    [readToml, 'a = ', 'Invalid TOML: Invalid TOML document: invalid value (line 1, column 5)'],
    [readJson, '{"a": }', "Invalid JSON: JSON5: invalid character '}' at 1:7"],
    [
      readXml,
      '<a><b></a>',
      "Invalid XML: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)",
    ],
  ])("keep the spec's English: %#", (read, text, english) => {
    expect(worded('en', read, text)).toBe(english);
  });

  it.each([
    [
      'de',
      'a: b: c',
      readYaml,
      'Ungültiges YAML: verschachtelte Zuordnung oder Liste hier nicht erlaubt in Zeile 1, Spalte 4',
    ],
    ['fr', 'a: 1\na: 2', readYaml, 'YAML non valide\u00a0: clé en double à la ligne 2, colonne 1'],
    ['de', '\t- a', readYaml, 'Ungültiges YAML: Tabulator zur Einrückung verwendet in Zeile 1, Spalte 1'],
    ['es', 'a: *x', readYaml, 'YAML no válido: el alias *x no tiene un ancla antes'],
    ['de', 'a = ', readToml, 'Ungültiges TOML: ungültiger Wert (Zeile 1, Spalte 5)'],
    ['ru', 'a = 1\na = 2', readToml, 'Некорректный TOML: ключ или таблица определены дважды (строка 2, столбец 1)'],
    ['zh', 'a = 1 b = 2', readToml, 'TOML 无效：值后面应换行（第 1 行，第 7 列）'],
    ['de', '{"a": }', readJson, 'Ungültiges JSON: unerwartetes Zeichen „}“ in Zeile 1, Spalte 7'],
    ['pt', '{"a": 1', readJson, 'JSON inválido: fim inesperado da entrada na linha 1, coluna 8'],
    [
      'de',
      '<a><b></a>',
      readXml,
      'Ungültiges XML: ungültiges, nicht geschlossenes oder unpassendes Tag (Zeile 1, Spalte 7)',
    ],
    ['de', '<a/><b/>', readXml, 'Ungültiges XML: mehr als ein Wurzelelement (Zeile 1, Spalte 5)'],
    ['fr', '<a x=1/>', readXml, 'XML non valide\u00a0: attribut non valide (ligne 1, colonne 4)'],
  ] as const)('word the kind of error in %s: %j', (locale, text, read, expected) => {
    expect(worded(locale, read, text)).toBe(expected);
  });

  it('have words for every yaml code they map', () => {
    const yamlWords: Record<string, string> = parserWords.yaml;
    for (const [code, words] of Object.entries(yamlCodeWords) as [ErrorCode, string][])
      expect(yamlWords[words], code).toBeTypeOf('string');
  });
});
