import { changeLocale, loadLocale } from '../../i18n/i18n';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { whenHydrated } from './locale-hydration';

/** The chosen language, as its plain code ('fr'); nothing stored means English. */
export const localeStorageKey = 'it-tools:locale';

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(localeStorageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage full or disabled: the language holds for this page only.
  }
}

/**
 * The first of the browser's preferred languages that the app offers (`de-AT` is German), when no
 * choice is stored. Chinese is offered in Simplified characters only: `zh-TW` and `zh-Hant` are not it.
 */
export function browserLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const [language, ...subtags] = tag.toLowerCase().split('-');
    if (language === 'zh' && subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag))) continue;
    if (isLocale(language)) return language;
  }
  return null;
}

/** The site's default language, chosen by its host at start-up (src/lib/site-choices.ts, read here without it: it is not for the home page's first code). */
function siteLanguage(): Locale | null {
  const choices: unknown = globalThis.itToolsSiteChoices;
  const language =
    typeof choices === 'object' && choices !== null ? (choices as { language?: unknown }).language : null;
  return isLocale(language) ? language : null;
}

let hydrated: Promise<void> = Promise.resolve();
let latestRequest = 0;

/**
 * Switches the language once the page has hydrated; the texts are fetched meanwhile. The last
 * language asked for wins, whichever file arrives first.
 */
async function applyLocale(locale: Locale): Promise<void> {
  const request = ++latestRequest;
  await Promise.all([loadLocale(locale), hydrated]);
  if (request === latestRequest) await changeLocale(locale);
}

/** The user's choice from the language selector: remembered, then applied. */
export function chooseLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  return applyLocale(locale);
}

/**
 * Called once at start-up, right after React takes over the page. Prerendered pages are English
 * and must hydrate as such, so a stored language is applied only when `hydrating` (the page's
 * container) has fully hydrated; without it (a page rendered from scratch) at once. With no stored
 * choice, the site's default language (chosen by its host at start-up) is used, else the
 * browser's language when the app offers it, and nothing is stored. A choice made in another tab
 * is followed.
 */
export function applyStoredLocale(hydrating?: Element): void {
  if (hydrating) hydrated = whenHydrated(hydrating);
  const siteLocale = siteLanguage();
  const locale = storedLocale() ?? siteLocale ?? browserLocale(navigator.languages ?? [navigator.language]);
  if (locale && locale !== defaultLocale) void applyLocale(locale).catch(() => undefined);
  window.addEventListener('storage', (event) => {
    if (event.key === localeStorageKey) void applyLocale(storedLocale() ?? defaultLocale).catch(() => undefined);
  });
}
