// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './i18n';

describe('changeLocale', () => {
  it('fetches a language, switches to it and sets <html lang>', async () => {
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await expect(changeLocale('fr')).resolves.toBe('fr');
    expect(i18n.t('home.allTools')).toBe('Tous les outils');
    expect(i18n.t('tools.hash-text.name')).toBe('Hacher du texte');
    expect(document.documentElement.lang).toBe('fr');

    await changeLocale('zh');
    expect(i18n.t('menu.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('falls back to English for an unknown language, and for a tool text a language lacks', async () => {
    await expect(changeLocale('xx')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('home.allTools')).toBe('All the tools');
    await changeLocale('es');
    expect(i18n.t('tools.no-such-tool.name', { defaultValue: 'Its English name' })).toBe('Its English name');
  });

  it('ends on the last language asked for, whichever file arrives first', async () => {
    await Promise.all([changeLocale('ru'), changeLocale('pt')]);
    expect(i18n.language).toBe('pt');
    expect(i18n.t('menu.home')).toBe('Início');
  });
});
