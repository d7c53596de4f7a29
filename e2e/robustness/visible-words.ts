import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { localeTags, locales, type Locale } from '../../src/i18n/locales';

/** A piece of text the tool's part of the page shows a person, and where it is. */
interface ShownText {
  text: string;
  where: string;
}

/** Text that most tools refuse, to bring up their first error message before the words are read. */
const badInput = '%%%{';

/**
 * Shows the page in each language in turn, with the language selector of its top bar as a person
 * would, and gives, for each, every text a person reads in the tool's part of the page (`main`):
 * visible text, placeholders, accessible names and titles, the choices of every list, the chosen
 * value of a select box. What a person typed or a tool computed is left out: field values, code and
 * preformatted text, and anything marked `translate="no"` (HTML's own mark for text that is data,
 * not words: a value to copy, a sample). All in one evaluation: a round trip per language would
 * cost the sweep of ninety tools a minute. The page is back in English at the end.
 */
function shownTextsByLanguage(page: Page): Promise<Record<string, ShownText[]>> {
  const languages = [...locales.filter((locale) => locale !== 'en'), 'en' as const].map((locale) => ({
    locale,
    tag: localeTags[locale],
  }));
  return page.evaluate(async (languages) => {
    const main = document.querySelector('main')!;
    const select = document.querySelector<HTMLSelectElement>('header select:has(option[value="zh"])')!;
    const isData = (element: Element) =>
      element.closest('textarea, pre, code, script, style, svg, [contenteditable="true"], [translate="no"]') !== null;
    const read = () => {
      const texts: ShownText[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || isData(parent)) continue;
        if (parent.tagName !== 'OPTION' && !parent.checkVisibility({ visibilityProperty: true })) continue;
        texts.push({ text, where: `<${parent.tagName.toLowerCase()}>` });
      }
      for (const element of main.querySelectorAll('*')) {
        if (isData(element) || !element.checkVisibility()) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'aria-description']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push({ text: value, where: `${name} of <${element.tagName.toLowerCase()}>` });
        }
        if (
          element instanceof HTMLInputElement &&
          element.readOnly &&
          element.getAttribute('aria-haspopup') === 'listbox'
        )
          texts.push({ text: element.value, where: 'the choice of a select box' });
      }
      return texts;
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const shown: Record<string, ShownText[]> = { en: read() };
    for (const { locale, tag } of languages) {
      select.value = locale;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      // The language's words arrive over the network; the tool's change in the same render as the shell's.
      const deadline = performance.now() + 10_000;
      while (document.documentElement.lang !== tag && performance.now() < deadline) await frame();
      await frame();
      if (locale !== 'en') shown[locale] = read();
    }
    return shown;
  }, languages);
}

/** Words as a person reads them: letters only, so that samples (hex, IDs, Base64) and units with digits are not words. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((token) => token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((token) => /^\p{L}+(?:['’-]\p{L}+)*$/u.test(token))
    .map((token) => token.toLowerCase());

/** The words each language keeps as English has them (src/i18n/glossary/<locale>.json). */
const keptAsIs = new Map<Locale, Set<string>>(
  locales
    .filter((locale) => locale !== 'en')
    .map((locale) => {
      const glossary = JSON.parse(
        readFileSync(new URL(`../../src/i18n/glossary/${locale}.json`, import.meta.url), 'utf8'),
      ) as { keptAsIs: string[] };
      return [locale, new Set(glossary.keptAsIs.map((word) => word.toLowerCase()))] as const;
    }),
);

/** A word the glossary keeps, or a compound of such words (docker-compose, e-mail). */
const isKept = (word: string, kept: Set<string>) =>
  kept.has(word) || word.split(/['’-]/).every((part) => kept.has(part));

/**
 * The English words left on a page shown in `locale`: words of `shown` that the same page shows in
 * English too (`english`) and that the language's glossary does not keep as they are. Each is named
 * with the text it is in.
 */
function englishLeftIn(locale: Locale, shown: ShownText[], english: ShownText[]): string[] {
  const englishWords = new Set(english.flatMap(({ text }) => words(text)));
  const kept = keptAsIs.get(locale) ?? new Set<string>();
  const found = new Map<string, string>();
  for (const { text, where } of shown)
    for (const word of words(text))
      if (englishWords.has(word) && !isKept(word, kept) && !found.has(word))
        found.set(word, `"${word}" in ${where}: ${text.slice(0, 120)}`);
  return [...found.values()];
}

/**
 * Shows the open tool in each language and gives the English words left in it (see englishLeftIn),
 * with the error `firstField` shows for bad input; the page is back in English at the end.
 */
export async function englishLeftInTranslations(page: Page, firstField: Locator | undefined): Promise<string[]> {
  if (firstField) await firstField.fill(badInput);
  const { en: english, ...translated } = await shownTextsByLanguage(page);
  return Object.entries(translated).flatMap(([locale, shown]) =>
    englishLeftIn(locale as Locale, shown, english).map((found) => `${locale}: ${found}`),
  );
}
