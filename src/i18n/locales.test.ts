import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeNames, locales, localeTags } from './locales';

const srcDir = join(import.meta.dirname, '..');
const localesDir = join(srcDir, 'locales');
const toolsDir = join(srcDir, 'tools');

type Messages = { [key: string]: string | Messages };

const readLocale = (locale: string): Messages =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as Messages;

/** Every leaf as [dotted key, value]; a value that is neither text nor a group is reported as is. */
function leaves(messages: Messages, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** A text's placeholders, each with its format as written (`total, number`), sorted. */
const interpolations = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*(?:,\s*([^{}]*?)\s*)?}}/g)]
    .map(([, name, format]) => (format ? `${name}, ${format.replace(/\s+/g, ' ')}` : name))
    .sort();
const isCount = (placeholder: string) => /^count\b/.test(placeholder);

/** Tool folders that define a tool, registered yet or not: each needs its name in every language. */
const toolSlugs = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);

// English tool texts live in each tool's index.ts, so only the shell texts are compared.
const { tools: _englishTools, ...english } = readLocale(defaultLocale);
const englishLeaves = new Map(leaves(english));
const translated = locales.filter((locale) => locale !== defaultLocale);

describe('locale files', () => {
  it('exist for every offered language, and only for them', () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(localeNames[locale].trim()).not.toBe('');
      expect(localeTags[locale]).toMatch(/^[a-z]{2}(-[A-Za-z]+)?$/);
    }
  });

  it('English has no empty text', () => {
    for (const [key, value] of englishLeaves) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  describe.each(translated)('%s', (locale) => {
    const { tools, ...shell } = readLocale(locale);
    const shellLeaves = new Map(leaves(shell));

    it('has every English key, with the same placeholders', () => {
      const missing = [...englishLeaves.keys()].filter((key) => !shellLeaves.has(key));
      expect(missing, `${locale}.json lacks these keys`).toEqual([]);
      for (const [key, english] of englishLeaves) {
        expect(interpolations(String(shellLeaves.get(key))), `${locale}: ${key}`).toEqual(
          interpolations(String(english)),
        );
      }
    });

    it('has no key English does not have', () => {
      const extra = [...shellLeaves.keys()].filter((key) => !englishLeaves.has(key));
      expect(extra, `${locale}.json has keys en.json does not`).toEqual([]);
    });

    it('has no empty text', () => {
      for (const [key, value] of shellLeaves) {
        expect(typeof value, `${locale}: ${key}`).toBe('string');
        expect((value as string).trim(), `${locale}: ${key}`).not.toBe('');
      }
    });

    it('names and describes every tool folder, and no tool that does not exist', () => {
      expect(tools, `${locale}.json has no tools section`).toBeTypeOf('object');
      const entries = tools as Messages;
      const missing = toolSlugs.filter((slug) => !(slug in entries));
      expect(missing, `${locale}.json lacks these tools`).toEqual([]);
      const unknown = Object.keys(entries).filter((slug) => !existsSync(join(toolsDir, slug)));
      expect(unknown, `${locale}.json names tools with no folder`).toEqual([]);
      for (const [slug, text] of Object.entries(entries)) {
        expect(text, `${locale}: tools.${slug}`).toBeTypeOf('object');
        expect(Object.keys(text).sort(), `${locale}: tools.${slug}`).toEqual(['description', 'name']);
        for (const [key, value] of leaves(text as Messages)) {
          expect(typeof value, `${locale}: tools.${slug}.${key}`).toBe('string');
          expect((value as string).trim(), `${locale}: tools.${slug}.${key}`).not.toBe('');
        }
      }
    });
  });
});

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The keys a language's catalogue must have for an English one: each plural in that language's forms. */
function expectedKeys(englishKeys: string[], locale: string): Map<string, string> {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of englishKeys) {
    if (!pluralSuffix.test(key)) expected.set(key, key);
    else if (key.endsWith('_other')) for (const form of forms) expected.set(key.replace(pluralSuffix, `_${form}`), key);
  }
  return expected;
}

const libWordsDir = join(srcDir, 'lib', 'words');
/** The shared words of src/lib: `en.json` and `<area>.en.json`, each with its own file per language. */
const libWordAreas = readdirSync(libWordsDir)
  .filter((file) => file.endsWith('en.json'))
  .map((file) => file.replace(/\.?en\.json$/, ''));
const libWordsFile = (area: string, locale: string) =>
  join(libWordsDir, area === '' ? `${locale}.json` : `${area}.${locale}.json`);

/**
 * A catalogue in every other language, whole: a tool's words
 * (src/tools/<slug>/locales/<locale>.json) and src/lib's shared words (src/lib/words/<area>.<locale>.json).
 */
const catalogues = [
  ...toolSlugs.flatMap((slug) =>
    translated.map((locale) => ({
      name: slug,
      locale,
      file: (name: string) => join(toolsDir, slug, 'locales', `${name}.json`),
    })),
  ),
  ...libWordAreas.flatMap((area) =>
    translated.map((locale) => ({
      name: `src/lib/words ${area || '(general)'}`,
      locale,
      file: (name: string) => libWordsFile(area, name),
    })),
  ),
];

describe.each(catalogues)("$name's words in $locale", ({ locale, file }) => {
  const read = (name: string) =>
    existsSync(file(name)) ? new Map(leaves(JSON.parse(readFileSync(file(name), 'utf8')) as Messages)) : undefined;
  const englishTexts = read(defaultLocale)!;
  // A missing file fails every key: adding a language, this lists all there is to translate.
  const texts = read(locale) ?? new Map<string, unknown>();
  const expected = expectedKeys([...englishTexts.keys()], locale);

  it("has every English key (plurals in the language's own forms), and no other", () => {
    expect(
      [...expected.keys()].filter((key) => !texts.has(key)),
      'missing',
    ).toEqual([]);
    expect(
      [...texts.keys()].filter((key) => !expected.has(key)),
      'extra',
    ).toEqual([]);
  });

  it('keeps every placeholder, and has no empty text', () => {
    for (const [key, text] of texts) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      const source = englishTexts.get(expected.get(key) ?? key);
      const placeholders = interpolations(String(text));
      const englishPlaceholders = interpolations(String(source));
      expect(
        placeholders.filter((placeholder) => !isCount(placeholder)),
        key,
      ).toEqual(englishPlaceholders.filter((placeholder) => !isCount(placeholder)));
      // A form may leave the count out; where it has it, it is formatted as the English one is.
      const englishCounts = englishPlaceholders.filter(isCount);
      for (const count of placeholders.filter(isCount)) expect(englishCounts, `${key}: {{${count}}}`).toContain(count);
    }
  });
});
