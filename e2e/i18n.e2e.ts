import type { Page } from '@playwright/test';
import { expect, test, waitUntilInteractive } from './test';

// A non-English locale file, as the dev server (/src/locales/fr.json) or the build (/assets/fr-<hash>.js) serves it.
const localeChunk = /\/(de|es|fr|pt|ru|zh)(?:\.json)?(?:-[\w-]+)?\.(?:json|js)$/;

/** The non-English locale files the page fetched since the last `take()`. */
function watchLocaleChunks(page: Page) {
  let fetched: string[] = [];
  page.on('request', (request) => {
    const match = localeChunk.exec(new URL(request.url()).pathname);
    if (match) fetched.push(match[1]);
  });
  return {
    take: () => {
      const taken = fetched;
      fetched = [];
      return taken;
    },
  };
}

test('the interface follows the chosen language, keeps it, and fetches only that language', async ({ page }) => {
  // Five page loads and three languages: more than one page's worth of time on a cold dev server.
  test.slow();
  const chunks = watchLocaleChunks(page);
  const html = page.locator('html');
  const menu = (name: string) => page.getByRole('navigation', { name });

  await page.goto('/');
  await expect(html).toHaveAttribute('lang', 'en');
  const english = page.getByRole('combobox', { name: 'Language' });
  await expect(english).toHaveValue('en');
  await waitUntilInteractive(english);
  await expect(english.getByRole('option')).toHaveText([
    'English',
    'Deutsch',
    'Español',
    'Français',
    'Português',
    'Русский',
    '中文',
  ]);

  // French: menu, home headings, cards and title.
  await english.selectOption({ label: 'Français' });
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('IT Tools - Des outils en ligne pratiques pour les développeurs');
  await expect(page.getByRole('heading', { level: 2, name: 'Tous les outils' })).toBeVisible();
  await expect(menu('Outils').getByRole('button', { name: 'Cryptographie', exact: true })).toBeVisible();
  await expect(menu('Outils').getByRole('link', { name: 'Hacher du texte' })).toBeVisible();
  const allTools = page.getByRole('region', { name: 'Tous les outils' });
  await expect(allTools.getByRole('link', { name: 'Hacher du texte' })).toBeVisible();
  await expect(
    allTools.getByText('Obtenez d’un coup les empreintes MD5, SHA-1, SHA-2, SHA-3/Keccak et RIPEMD-160 d’un texte.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afficher ou masquer le menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('it-tools:locale'))).toBe('fr');
  expect(chunks.take()).toEqual(['fr']);

  // A tool page: its name, description and title, and the tool's own controls.
  await menu('Outils').getByRole('link', { name: 'Hacher du texte' }).click();
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hacher du texte');
  await expect(
    page.getByText('Obtenez d’un coup les empreintes MD5, SHA-1, SHA-2, SHA-3/Keccak et RIPEMD-160 d’un texte.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Hacher du texte - IT Tools');
  await expect(page.getByRole('button', { name: 'Ajouter Hacher du texte à vos outils favoris' })).toBeVisible();

  // A reload keeps French: the page hydrates in English, then switches, tool included.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hacher du texte');
  await expect(page).toHaveTitle('Hacher du texte - IT Tools');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(page.getByRole('button', { name: 'Copier dans le presse-papiers' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy to clipboard' })).toHaveCount(0);
  expect(chunks.take()).toEqual(['fr']);

  // Chinese.
  await waitUntilInteractive(page.getByRole('combobox', { name: 'Langue' }));
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: '中文' });
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
  await expect(html).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('文本哈希');
  await expect(page.getByText('一次性获取文本的 MD5、SHA-1、SHA-2、SHA-3/Keccak 和 RIPEMD-160 摘要。')).toBeVisible();
  await expect(page).toHaveTitle('文本哈希 - IT Tools');
  await expect(menu('工具').getByRole('button', { name: '加密', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '复制到剪贴板' }).first()).toBeVisible();
  expect(chunks.take()).toEqual(['zh']);

  // Back to English, with nothing more to fetch; a reload stays English.
  await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash text');
  await expect(page).toHaveTitle('Hash text - IT Tools');
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'All the tools' })).toBeVisible();
  await expect(page).toHaveTitle('IT Tools - Handy online tools for developers');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'All the tools' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(chunks.take()).toEqual([]);
});

test('a language stored before the visit applies to every kind of page', async ({ page }) => {
  test.slow();
  const chunks = watchLocaleChunks(page);
  await page.addInitScript(() => localStorage.setItem('it-tools:locale', 'ru'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Все инструменты' })).toBeVisible();
  await expect(page).toHaveTitle('IT Tools - Удобные онлайн-инструменты для разработчиков');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'О проекте IT Tools' })).toBeVisible();

  await page.goto('/json-prettify');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Форматирование JSON');
  await expect(page).toHaveTitle('Форматирование JSON - IT Tools');

  expect(new Set(chunks.take())).toEqual(new Set(['ru']));
});

test("a tool's own words follow the language with the shell's, at once, and keep what was typed", async ({ page }) => {
  await page.goto('/json-minify');
  const english = page.getByRole('combobox', { name: 'Language' });
  await waitUntilInteractive(english);
  await page.getByRole('textbox', { name: 'Your raw JSON', exact: true }).fill('{ "a": 1 }');

  await english.selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // No retry: the tool's words switched in the same render as the shell's.
  expect(await page.getByRole('textbox', { name: 'Dein rohes JSON', exact: true }).inputValue()).toBe('{ "a": 1 }');
  await expect(page.getByRole('button', { name: '.json herunterladen' })).toBeVisible();

  // The stored language comes back with the page, the tool's words with it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Dein rohes JSON', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('textbox', { name: 'Your raw JSON', exact: true })).toBeVisible();
});
