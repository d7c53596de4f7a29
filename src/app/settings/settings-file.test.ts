import { describe, expect, it } from 'vitest';
import type { ToolOptions } from '../../lib/operation/tool-options';
import { mergeSettings, readSettingsFile, settingsFileText, type Settings } from './settings-file';
import { isAppStorageKey } from './settings-store';

const options: ToolOptions = {
  'json-prettify': {
    indentSize: { shape: { type: 'integer', min: 0, max: 10 }, storageKey: 'json-prettify:indent-size' },
    sortKeys: { shape: { type: 'boolean' }, storageKey: 'json-prettify:sort-keys' },
    json: { shape: { type: 'text' } },
  },
  'hash-text': {
    encoding: { shape: { type: 'choice', choices: ['hex', 'base64'] }, storageKey: 'hash-text:encoding' },
  },
};
const known = {
  slugs: new Set(['json-prettify', 'hash-text', 'uuid-generator']),
  categories: new Set(['favorites', 'crypto', 'data']),
  options,
};

const settings: Settings = {
  favorites: ['hash-text', 'json-prettify'],
  hiddenTools: ['uuid-generator'],
  recentTools: ['json-prettify'],
  theme: 'dark',
  language: 'fr',
  menuCollapsed: true,
  collapsedCategories: ['crypto'],
  toolOptions: { 'json-prettify:indent-size': '4', 'hash-text:encoding': 'base64' },
};

describe('settings files', () => {
  it('reads back what it wrote', () => {
    const text = settingsFileText(settings, new Date('2026-11-28T10:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({
      format: 'it-tools-settings',
      version: 1,
      exportedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(readSettingsFile(text, known)).toEqual({ ok: true, settings, skipped: [] });
  });

  it('refuses what is not a settings file, saying why', () => {
    expect(readSettingsFile('{', known)).toEqual({ ok: false, error: { key: 'settings.import.notJson' } });
    expect(readSettingsFile('{"favorites": []}', known)).toEqual({
      ok: false,
      error: { key: 'settings.import.notSettings' },
    });
    expect(readSettingsFile('{"format": "it-tools-settings", "version": 9}', known)).toEqual({
      ok: false,
      error: { key: 'settings.import.version', values: { version: '9' } },
    });
  });

  it('skips and reports each unknown or malformed part, and keeps the rest', () => {
    const file = JSON.stringify({
      format: 'it-tools-settings',
      version: 1,
      favorites: ['hash-text', 'gone-tool'],
      hiddenTools: 'uuid-generator',
      theme: 'blue',
      language: 'de',
      collapsedCategories: ['crypto', 'nowhere'],
      toolOptions: { 'json-prettify:indent-size': '40', 'hash-text:encoding': 'hex', 'other:key': 'x' },
      colour: 'green',
    });
    const read = readSettingsFile(file, known);
    expect(read).toEqual({
      ok: true,
      settings: {
        favorites: ['hash-text'],
        language: 'de',
        collapsedCategories: ['crypto'],
        toolOptions: { 'hash-text:encoding': 'hex' },
      },
      skipped: [
        { key: 'settings.import.unknownPart', values: { part: 'colour' } },
        { key: 'settings.import.unknownTool', values: { name: 'gone-tool' } },
        { key: 'settings.import.malformedPart', values: { part: 'hiddenTools' } },
        { key: 'settings.import.unknownCategory', values: { name: 'nowhere' } },
        { key: 'settings.import.malformedPart', values: { part: 'theme' } },
        { key: 'settings.import.badOption', values: { name: 'json-prettify:indent-size' } },
        { key: 'settings.import.unknownOption', values: { name: 'other:key' } },
      ],
    });
  });

  it('loses nothing that was there: lists are joined, what the file gives comes first', () => {
    const current: Settings = { ...settings, favorites: ['json-prettify'], recentTools: ['a', 'b', 'c'] };
    const merged = mergeSettings(
      current,
      { favorites: ['hash-text'], recentTools: ['c', 'd'], theme: 'light', toolOptions: { k: 'v' } },
      3,
    );
    expect(merged.favorites).toEqual(['hash-text', 'json-prettify']);
    expect(merged.recentTools).toEqual(['c', 'd', 'a']);
    expect(merged.theme).toBe('light');
    expect(merged.language).toBe('fr');
    expect(merged.hiddenTools).toEqual(['uuid-generator']);
    expect(merged.toolOptions).toEqual({ ...settings.toolOptions, k: 'v' });
  });

  it("resets the app's storage only", () => {
    const slugs = new Set(['json-prettify', 'emoji-picker']);
    const optionKeys = new Set(['ipv4-converter:ip']);
    const app = ['it-tools:favorite-tools', 'json-prettify:indent-size', 'emoji-picker-recent', 'ipv4-converter:ip'];
    for (const key of app) expect(isAppStorageKey(key, slugs, optionKeys)).toBe(true);
    for (const key of ['other-app:token', 'json-prettifier', 'theme'])
      expect(isAppStorageKey(key, slugs, optionKeys)).toBe(false);
  });
});
