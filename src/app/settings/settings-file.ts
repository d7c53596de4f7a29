import { isLocale, type Locale } from '../../i18n/locales';
import { textSuitsShape, type ToolOptions } from '../../lib/operation/tool-options';
import type { FieldShape } from '../../lib/tool-state/fields';

/** Everything the app remembers for a person, as a settings file carries it. */
export interface Settings {
  favorites: string[];
  hiddenTools: string[];
  recentTools: string[];
  theme?: 'light' | 'dark';
  language?: Locale;
  menuCollapsed?: boolean;
  collapsedCategories: string[];
  /** Tools' remembered options, by storage key: the text stored (never a secret: those are never stored). */
  toolOptions: Record<string, string>;
}

export const settingsFormat = 'it-tools-settings';
const settingsVersion = 1;

/** A part of a file that was skipped, as a catalogue key of the shell and its values. */
export interface SkippedPart {
  key: string;
  values?: Record<string, string>;
}

export type ReadSettings =
  { ok: true; settings: Partial<Settings>; skipped: SkippedPart[] } | { ok: false; error: SkippedPart };

export function settingsFileText(settings: Settings, exportedAt: Date): string {
  const file = { format: settingsFormat, version: settingsVersion, exportedAt: exportedAt.toISOString(), ...settings };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Where each option is remembered: by storage key, its tool and shape. */
export function optionsByStorageKey(options: ToolOptions): Map<string, { slug: string; shape: FieldShape }> {
  const byKey = new Map<string, { slug: string; shape: FieldShape }>();
  for (const [slug, fields] of Object.entries(options))
    for (const option of Object.values(fields))
      if (option.storageKey) byKey.set(option.storageKey, { slug, shape: option.shape });
  return byKey;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listParts = ['favorites', 'hiddenTools', 'recentTools', 'collapsedCategories'] as const;
const knownParts = new Set<string>([
  'format',
  'version',
  'exportedAt',
  ...listParts,
  'theme',
  'language',
  'menuCollapsed',
  'toolOptions',
]);

/**
 * Reads a settings file: each part that is malformed, or names a tool, category or option this
 * version does not have, is skipped and reported; the rest is kept.
 */
export function readSettingsFile(
  text: string,
  known: { slugs: ReadonlySet<string>; categories: ReadonlySet<string>; options: ToolOptions },
): ReadSettings {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, error: { key: 'settings.import.notJson' } };
  }
  if (!isRecord(file) || file.format !== settingsFormat)
    return { ok: false, error: { key: 'settings.import.notSettings' } };
  if (file.version !== settingsVersion)
    return { ok: false, error: { key: 'settings.import.version', values: { version: String(file.version) } } };

  const settings: Partial<Settings> = {};
  const skipped: SkippedPart[] = [];
  const skip = (key: string, values?: Record<string, string>) => skipped.push({ key, values });

  for (const part of Object.keys(file)) if (!knownParts.has(part)) skip('settings.import.unknownPart', { part });

  for (const part of listParts) {
    const value = file[part];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      skip('settings.import.malformedPart', { part });
      continue;
    }
    const names = part === 'collapsedCategories' ? known.categories : known.slugs;
    const unknown = value.filter((item) => !names.has(item));
    for (const name of unknown)
      skip(part === 'collapsedCategories' ? 'settings.import.unknownCategory' : 'settings.import.unknownTool', {
        name,
      });
    settings[part] = [...new Set(value.filter((item) => names.has(item)))];
  }

  if (file.theme !== undefined) {
    if (file.theme === 'light' || file.theme === 'dark') settings.theme = file.theme;
    else skip('settings.import.malformedPart', { part: 'theme' });
  }
  if (file.language !== undefined) {
    if (isLocale(file.language)) settings.language = file.language;
    else skip('settings.import.malformedPart', { part: 'language' });
  }
  if (file.menuCollapsed !== undefined) {
    if (typeof file.menuCollapsed === 'boolean') settings.menuCollapsed = file.menuCollapsed;
    else skip('settings.import.malformedPart', { part: 'menuCollapsed' });
  }

  if (file.toolOptions !== undefined) {
    if (!isRecord(file.toolOptions)) skip('settings.import.malformedPart', { part: 'toolOptions' });
    else {
      const byKey = optionsByStorageKey(known.options);
      settings.toolOptions = {};
      for (const [key, value] of Object.entries(file.toolOptions)) {
        const option = byKey.get(key);
        if (!option) skip('settings.import.unknownOption', { name: key });
        else if (typeof value !== 'string' || !textSuitsShape(option.shape, value))
          skip('settings.import.badOption', { name: key });
        else settings.toolOptions[key] = value;
      }
    }
  }
  return { ok: true, settings, skipped };
}

/**
 * The settings after an import: what the file gives comes first, and nothing that was there is
 * lost (favourites and hidden tools are joined, the recent tools joined and cut to `recentKept`).
 */
export function mergeSettings(current: Settings, imported: Partial<Settings>, recentKept: number): Settings {
  const join = (first: string[] = [], then: string[]) => [...new Set([...first, ...then])];
  return {
    favorites: join(imported.favorites, current.favorites),
    hiddenTools: join(imported.hiddenTools, current.hiddenTools),
    recentTools: join(imported.recentTools, current.recentTools).slice(0, recentKept),
    theme: imported.theme ?? current.theme,
    language: imported.language ?? current.language,
    menuCollapsed: imported.menuCollapsed ?? current.menuCollapsed,
    collapsedCategories: join(imported.collapsedCategories, current.collapsedCategories),
    toolOptions: { ...current.toolOptions, ...imported.toolOptions },
  };
}
