// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, currentLanguage } from '../../i18n/i18n';
import { LanguageSelect } from '../layout/LanguageSelect';
import { applyStoredLocale, browserLocale, chooseLocale, localeStorageKey, storedLocale } from './locale';
import { isHydrated } from './locale-hydration';

const markOwnedByReact = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

beforeEach(async () => {
  localStorage.clear();
  await act(() => changeLocale('en'));
});

describe('stored locale', () => {
  it('reads a known language only', () => {
    expect(storedLocale()).toBeNull();
    localStorage.setItem(localeStorageKey, 'fr');
    expect(storedLocale()).toBe('fr');
    localStorage.setItem(localeStorageKey, 'klingon');
    expect(storedLocale()).toBeNull();
  });

  it('remembers a choice and applies it', async () => {
    await chooseLocale('ru');
    expect(localStorage.getItem(localeStorageKey)).toBe('ru');
    expect(currentLanguage().locale).toBe('ru');
  });
});

describe('browser locale', () => {
  it("follows the browser's first language the app offers", () => {
    expect(browserLocale(['de-AT', 'en'])).toBe('de');
    expect(browserLocale(['it-IT', 'pt-BR', 'fr'])).toBe('pt');
    expect(browserLocale(['zh-CN'])).toBe('zh');
    expect(browserLocale(['zh-Hans-SG'])).toBe('zh');
    expect(browserLocale(['en-GB', 'de'])).toBe('en');
    expect(browserLocale(['it', 'ja'])).toBeNull();
    expect(browserLocale([])).toBeNull();
  });

  it('skips Traditional Chinese, which the app does not offer', () => {
    expect(browserLocale(['zh-TW', 'fr'])).toBe('fr');
    expect(browserLocale(['zh-Hant', 'zh-HK'])).toBeNull();
  });

  it('applies the browser language on a first visit, storing nothing', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'en'], configurable: true });
    try {
      applyStoredLocale();
      await waitFor(() => expect(currentLanguage().locale).toBe('de'));
      expect(localStorage.getItem(localeStorageKey)).toBeNull();
    } finally {
      // The browser's own value is the prototype's.
      delete (navigator as { languages?: unknown }).languages;
    }
  });
});

describe('hydration', () => {
  it('counts the root and every Suspense boundary of the HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div><p>shell</p><!--$--><section>lazy part</section><!--/$--><!--$--><!--/$--></div>';
    expect(isHydrated(container)).toBe(false);
    markOwnedByReact(container.firstElementChild!);
    expect(isHydrated(container)).toBe(false);
    markOwnedByReact(container.querySelector('section')!);
    expect(isHydrated(container)).toBe(true);
  });

  it('applies the stored language only once the page has hydrated', async () => {
    localStorage.setItem(localeStorageKey, 'fr');
    const container = document.createElement('div');
    container.innerHTML = '<div>shell<!--$--><p>tool</p><!--/$--></div>';
    markOwnedByReact(container.firstElementChild!);
    applyStoredLocale(container);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentLanguage().locale).toBe('en');
    markOwnedByReact(container.querySelector('p')!);
    await waitFor(() => expect(currentLanguage().locale).toBe('fr'));
  });
});

describe('LanguageSelect', () => {
  it('offers each language in its own name, and switches and remembers the choice', async () => {
    render(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Português',
      'Русский',
      '中文',
    ]);
    expect(select).toHaveProperty('value', 'en');
    await userEvent.selectOptions(select, 'Español');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
    expect(localStorage.getItem(localeStorageKey)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('takes up a language picked in the list before the page hydrated', async () => {
    const ui = <LanguageSelect />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector('select')!.value = 'zh';
    const root = await act(async () => hydrateRoot(container, ui));
    await waitFor(() => expect(currentLanguage().locale).toBe('zh'));
    expect(localStorage.getItem(localeStorageKey)).toBe('zh');
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveProperty('value', 'zh');
    act(() => root.unmount());
    container.remove();
  });
});
