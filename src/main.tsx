import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { applyStoredLocale } from './app/preferences/locale';
import { hydratedAttribute, whenHydrated } from './app/preferences/locale-hydration';
import { startServiceWorker } from './app/pwa/start';
import { holdsOwnRoute } from './app/served-page';
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

// A route's prerendered page hydrates. The page is already painted and readable, so hydration runs
// as a transition: React yields to the browser between parts instead of holding the main thread
// for the whole page. HTML of another route (the not-found page, a static host's fallback to the
// home page) and the dev server's empty page are drawn from scratch.
const hydrating = holdsOwnRoute(document, location.pathname, appConfig.app.baseUrl);
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
void whenHydrated(container).then(() => document.documentElement.setAttribute(hydratedAttribute, ''));

// Prerendered pages are English and hydrate as English; a stored language follows once the page
// has fully hydrated (a page rendered from scratch can switch at once).
applyStoredLocale(hydrating ? container : undefined);

// Offline support in production builds only: the dev server's modules are not precached.
if (import.meta.env.PROD) startServiceWorker();
