import { currentLanguage, onLanguageChange } from '../../i18n/i18n';
import { defaultLocale } from '../../i18n/locales';
import { whenLoadedAndIdle } from './start';

/**
 * Keeps the words of every language shown for offline use. The worker precaches the shell's texts
 * in every language but the tools' words in English only: all six other languages would be a sixth
 * of its precache, fetched by every visitor. It keeps a language's files once fetched
 * (scripts/service-worker.js), so as soon as a language is shown with the worker in control, every
 * tool's words in it are fetched in the background, once per language and visit.
 */
export function keepLanguageOffline(serviceWorker = globalThis.navigator?.serviceWorker): void {
  if (!serviceWorker) return;
  const kept = new Set<string>();
  const keep = () => {
    const { locale } = currentLanguage();
    if (locale === defaultLocale || kept.has(locale)) return;
    kept.add(locale);
    whenLoadedAndIdle(() => {
      void import('../../i18n/tool-catalogues').then(({ fetchEveryToolsWords }) => fetchEveryToolsWords(locale));
    });
  };
  const start = () => {
    keep();
    onLanguageChange(keep);
  };
  // The worker keeps what is fetched through it: only once it controls the page.
  if (serviceWorker.controller) start();
  else serviceWorker.addEventListener('controllerchange', start, { once: true });
}
