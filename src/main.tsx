import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { applyStoredLocale } from './app/preferences/locale';
import { hydratedAttribute, whenHydrated } from './app/preferences/locale-hydration';
import { startServiceWorker } from './app/pwa/start';
import { appConfig } from './config/app-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter basename={appConfig.app.baseUrl}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages hydrate; the not-found fallback and the dev server render from scratch. The
// page is already painted and readable, so hydration runs as a transition: React yields to the
// browser between parts instead of holding the main thread for the whole page.
const hydrating = container.firstElementChild !== null;
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
void whenHydrated(container).then(() => document.documentElement.setAttribute(hydratedAttribute, ''));

// Prerendered pages are English and hydrate as English; a stored language follows once the page
// has fully hydrated (a page rendered from scratch can switch at once).
applyStoredLocale(hydrating ? container : undefined);

// Offline support in production builds only: the dev server's modules are not precached.
if (import.meta.env.PROD) startServiceWorker();
