import type { Messages } from './translate';

// Every tool's words in the languages other than English: a small chunk per tool and language,
// fetched when a tool is shown in that language. This map loads only with such a language.
const catalogues = import.meta.glob<Messages>(['../tools/*/locales/*.json', '!../tools/*/locales/en.json'], {
  import: 'default',
});

// The shared words of src/lib (src/lib/words/common.ts gathers the English ones) in those languages.
const commonCatalogues = import.meta.glob<Messages>(['../lib/words/*.json', '!../lib/words/*en.json'], {
  import: 'default',
});

/** Loads a tool's words in a language, or undefined when it has none there yet. */
export function toolCatalogueLoader(slug: string, locale: string): (() => Promise<Messages>) | undefined {
  return catalogues[`../tools/${slug}/locales/${locale}.json`];
}

/**
 * Fetches every tool's words in a language and the shared ones, a few files at a time: the offline
 * worker keeps a language's files as they are fetched (scripts/service-worker.js). A file that
 * fails is left.
 */
export async function fetchEveryToolsWords(locale: string): Promise<void> {
  const loads = [
    () => loadCommonWords(locale),
    ...Object.entries(catalogues)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, load]) => load),
  ];
  const atOnce = 6;
  for (let start = 0; start < loads.length; start += atOnce)
    await Promise.all(loads.slice(start, start + atOnce).map((load) => load().catch(() => undefined)));
}

const areaKey = (area: string) => area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The language and area of a shared words file: `../lib/words/<area>.<locale>.json`, or `<locale>.json` (no area). */
function wordsFileOf(path: string): { area: string | undefined; locale: string } | undefined {
  const match = /\/words\/(?:([\w-]+)\.)?([\w-]+)\.json$/.exec(path);
  return match ? { area: match[1], locale: match[2] } : undefined;
}

/**
 * The shared words of a language from its files, shaped as src/lib/words/common.ts shapes the
 * English ones: `<locale>.json` at the top, each `<area>.<locale>.json` under its area's name
 * (client-hints → clientHints).
 */
export function shapeCommonWords(files: readonly { area: string | undefined; messages: Messages }[]): Messages {
  const words: Messages = {};
  for (const { area, messages } of files)
    if (area) words[areaKey(area)] = messages;
    else Object.assign(words, messages);
  return words;
}

/** The shared words in a language (see shapeCommonWords). */
export async function loadCommonWords(locale: string): Promise<Messages> {
  const files = Object.entries(commonCatalogues).flatMap(([path, load]) => {
    const file = wordsFileOf(path);
    return file?.locale === locale ? [{ area: file.area, load }] : [];
  });
  return shapeCommonWords(await Promise.all(files.map(async ({ area, load }) => ({ area, messages: await load() }))));
}

/** The shared words in a language from files already loaded, by path (tests load them eagerly). */
export function commonWordsFrom(files: Record<string, Messages>, locale: string): Messages {
  return shapeCommonWords(
    Object.entries(files).flatMap(([path, messages]) => {
      const file = wordsFileOf(path);
      return file?.locale === locale ? [{ area: file.area, messages }] : [];
    }),
  );
}
