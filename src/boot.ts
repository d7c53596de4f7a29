// The page's entry. A prerendered page paints from its HTML and stylesheets alone, so the app's
// code (this dynamic import, and the page's lazy modules the build lists for after the first
// paint) is fetched once that paint is done: on a slow link, no script competes with it. A page
// with nothing prerendered (the dev server's) has nothing to paint first and starts at once.
import { afterContentPainted, afterFirstPaint, startDeferredFetches } from './lib/after-first-paint';

// The site's start-up choices (deploy/start.sh: tools left out, defaults) come first: the app reads
// them as it starts (src/lib/site-choices.ts). The app's modules are fetched meanwhile.
const loadSiteChoices = () =>
  import(/* @vite-ignore */ `${import.meta.env.BASE_URL}site-choices.js`).catch(() => undefined);

function start() {
  startDeferredFetches();
  void loadSiteChoices().then(() => import('./main'));
}

const prerendered = document.getElementById('root')?.firstElementChild != null;
// A page whose main content an inline script is still making (a generated key) gets it first.
if (prerendered) afterFirstPaint(() => afterContentPainted(start));
else start();
