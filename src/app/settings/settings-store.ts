import type { Locale } from '../../i18n/locales';
import type { ToolOptions } from '../../lib/operation/tool-options';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { colorSchemeStorageKey, setColorScheme } from '../preferences/color-scheme';
import { favoriteSlugs } from '../preferences/favorites';
import { hiddenTools } from '../catalogue/listed-tools';
import { chooseLocale, storedLocale } from '../preferences/locale';
import { collapsedCategories, menuCollapsed } from '../preferences/menu';
import { recentSlugs } from '../preferences/tool-usage';
import { optionsByStorageKey, type Settings } from './settings-file';

const menuCollapsedKey = 'it-tools:menu-collapsed';

/** What the app remembers for this person now. */
export function currentSettings(options: ToolOptions): Settings {
  const theme = readStored(colorSchemeStorageKey);
  const collapsed = readStored(menuCollapsedKey);
  const toolOptions: Record<string, string> = {};
  for (const key of optionsByStorageKey(options).keys()) {
    const text = readStored(key);
    if (text !== null) toolOptions[key] = text;
  }
  return {
    favorites: favoriteSlugs.get(),
    hiddenTools: hiddenTools.get(),
    recentTools: recentSlugs.get(),
    ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
    ...(storedLocale() ? { language: storedLocale() as Locale } : {}),
    ...(collapsed === null ? {} : { menuCollapsed: menuCollapsed.get() }),
    collapsedCategories: collapsedCategories.get(),
    toolOptions,
  };
}

/** Makes `settings` the ones in force, at once: lists, theme, language, menu; tools take theirs as they open. */
export function applySettings(settings: Settings): void {
  favoriteSlugs.set(settings.favorites);
  hiddenTools.set(settings.hiddenTools);
  recentSlugs.set(settings.recentTools);
  collapsedCategories.set(settings.collapsedCategories);
  if (settings.menuCollapsed !== undefined) menuCollapsed.set(settings.menuCollapsed);
  for (const [key, text] of Object.entries(settings.toolOptions)) writeStored(key, text);
  if (settings.theme) setColorScheme(settings.theme);
  if (settings.language && settings.language !== storedLocale()) void chooseLocale(settings.language);
}

/**
 * Whether local storage's `key` is the app's: its preferences (`it-tools:…`), a tool's option, or
 * anything a tool keeps under its slug (`<slug>:…`, `<slug>-…`). Another app on the same site keeps its own.
 */
export function isAppStorageKey(key: string, slugs: ReadonlySet<string>, optionKeys: ReadonlySet<string>): boolean {
  if (key.startsWith('it-tools:') || optionKeys.has(key)) return true;
  for (const slug of slugs) if (key === slug || key.startsWith(`${slug}:`) || key.startsWith(`${slug}-`)) return true;
  return false;
}

/** Forgets everything the app remembers for this person, in local and session storage. */
export function forgetEverything(slugs: ReadonlySet<string>, options: ToolOptions): void {
  const optionKeys = new Set(optionsByStorageKey(options).keys());
  for (const area of ['local', 'session'] as const) {
    const store = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    let keys: string[] = [];
    try {
      keys = Object.keys(store);
    } catch {
      continue;
    }
    for (const key of keys) if (isAppStorageKey(key, slugs, optionKeys)) removeStored(key, area);
  }
}
