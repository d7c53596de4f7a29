import { describe, expect, it } from 'vitest';
import { englishTranslate } from '../../i18n/i18n';
import { defineTool, type Tool } from '../../tools/tool';
import { externalLinks } from '../links';
import { createFuzzySearch, type Translate } from '../search/tool-search';
import { paletteEntries, randomToolPath, type PaletteItem } from './palette-items';
import { groupResults, recentFirstAmongEquals } from './palette-results';
import { isApplePlatform, isPaletteShortcut } from './shortcut';

const component = () => Promise.resolve({ default: () => null });
const tools: Tool[] = Array.from({ length: 8 }, (_, i) =>
  defineTool({
    slug: `tool-${i}`,
    name: i === 3 ? 'Hash text' : `Sample ${i}`,
    description: `Sample tool number ${i}`,
    keywords: [],
    category: 'crypto',
    icon: 'fingerprint',
    component,
  }),
);
const english: Translate = (key, fallback) => englishTranslate(key, { defaultValue: fallback });
const search = createFuzzySearch(paletteEntries(tools, [english]));
const names = (items: readonly PaletteItem[]) => items.map((item) => item.name);

describe('palette items', () => {
  it('offers every tool, then random tool, dark mode, the repository, issues, About and Settings', () => {
    const items = search('').map((result) => result.item);
    expect(items).toHaveLength(tools.length + 6);
    expect(items.filter((item) => item.group === 'tools').map((item) => item.target)).toEqual(
      tools.map((tool) => ({ kind: 'route', to: `/${tool.slug}` })),
    );
    const commands = items.filter((item) => item.group !== 'tools');
    expect(commands.map((item) => [item.group, item.name])).toEqual([
      ['actions', 'Random tool'],
      ['actions', 'Toggle dark mode'],
      ['external', 'Source repository'],
      ['external', 'Report a bug or an issue'],
      ['pages', 'About'],
      ['pages', 'Settings'],
    ]);
    expect(commands.map((item) => item.target).filter((target) => target.kind === 'external')).toEqual([
      { kind: 'external', href: externalLinks.sourceRepository },
      { kind: 'external', href: externalLinks.newIssue },
    ]);
    expect(commands.find((item) => item.id === 'about')?.target).toEqual({ kind: 'route', to: '/about' });
    expect(commands.find((item) => item.id === 'toggleDarkMode')?.closeOnSelect).toBe(false);
  });

  it('finds commands by name, keyword or group, in English while another language is shown', () => {
    const frenchish: Translate = (key, fallback) =>
      key === 'palette.items.toggleDarkMode.name' ? 'Basculer le thème' : fallback;
    const mixed = createFuzzySearch(paletteEntries(tools, [frenchish, english]));
    expect(mixed('dark mode')[0].item.id).toBe('toggleDarkMode');
    expect(mixed('dark mode')[0].item.name).toBe('Basculer le thème');
    expect(mixed('basculer')[0].item.id).toBe('toggleDarkMode');
    expect(search('github').map((result) => result.item.group)).toContain('external');
    expect(search('about')[0].item.id).toBe('about');
    expect(search('settings')[0].item.id).toBe('settings');
  });

  it('picks a random tool path among the tools', () => {
    for (let i = 0; i < 50; i++) expect(tools.map((tool) => `/${tool.slug}`)).toContain(randomToolPath(tools));
    expect(randomToolPath([])).toBe('/');
  });
});

describe('groupResults', () => {
  it('shows at most 5 per group, in the order Tools, Actions, External, Pages when nothing is typed', () => {
    const groups = groupResults(search(''));
    expect(groups.map((group) => group.group)).toEqual(['tools', 'actions', 'external', 'pages']);
    expect(groups[0].items).toHaveLength(5);
    expect(names(groups[0].items)).toEqual(['Sample 0', 'Sample 1', 'Sample 2', 'Hash text', 'Sample 4']);
  });

  it('puts the group holding the best match first', () => {
    const groups = groupResults(search('about'));
    expect(groups[0].group).toBe('pages');
    expect(groupResults(search('hash'))[0].items[0].name).toBe('Hash text');
  });

  it('is empty when nothing matches', () => {
    expect(groupResults(search('zzzzzzzzzz'))).toEqual([]);
  });
});

describe('shortcut', () => {
  const press = (init: Partial<KeyboardEvent>) => ({
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });

  it('is Ctrl+K or Cmd+K, on any keyboard layout', () => {
    expect(isPaletteShortcut(press({ key: 'k', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'k', code: 'KeyK', metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'K', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'k', code: 'KeyK' }))).toBe(false);
    expect(isPaletteShortcut(press({ key: 'k', code: 'KeyK', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(press({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }))).toBe(false);
    // Dvorak: the key labelled T sits where QWERTY has K.
    expect(isPaletteShortcut(press({ key: 't', code: 'KeyK', ctrlKey: true }))).toBe(false);
  });

  it('recognises Apple platforms', () => {
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(isApplePlatform({})).toBe(false);
  });
});

describe('recentFirstAmongEquals', () => {
  const item = (id: string) =>
    ({
      id,
      group: 'tools',
      name: id,
      description: '',
      icon: 'x',
      closeOnSelect: true,
      target: { kind: 'route', to: '/' },
    }) as PaletteItem;
  it('puts the tools opened last first among results equally good, and keeps the better ones ahead', () => {
    const results = [
      { item: item('tool-a'), score: 0 },
      { item: item('tool-b'), score: 0 },
      { item: item('tool-c'), score: 0.1 },
      { item: item('random-tool'), score: 0.1 },
    ];
    expect(recentFirstAmongEquals(results, ['c', 'b']).map((result) => result.item.id)).toEqual([
      'tool-b',
      'tool-a',
      'tool-c',
      'random-tool',
    ]);
    expect(recentFirstAmongEquals(results, []).map((result) => result.item.id)).toEqual(
      results.map((result) => result.item.id),
    );
  });
});
