import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
export { prerenderDay, renderedDayAttribute } from './app/catalogue/new-tools';
export { renderedPathAttribute } from './app/served-page';
import { appConfig } from './config/app-config';
import { takeRenderedLazyParts } from './ui/lazy-part/lazy-part';
import { redirects, tools } from './tools';

/** Pages written to HTML at build time; the not-found page becomes 404.html. */
export const pagePaths = ['/', '/about', '/settings', ...tools.map((tool) => `/${tool.slug}`)];
export const notFoundPath = '/404';
export const redirectTargets: ReadonlyMap<string, string> = redirects;

// Matches the tags React 19 hoists out of the tree (title, meta, link): they belong in <head>.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

// A Suspense boundary still pending when React wrote its fallback.
const pendingBoundary = '<!--$?-->';
const maxPasses = 4;

const base = appConfig.app.baseUrl.endsWith('/') ? appConfig.app.baseUrl : `${appConfig.app.baseUrl}/`;

async function renderOnce(path: string): Promise<string> {
  // The route's address as the browser sees it: under the base path.
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={`${base}${path.slice(1)}`} basename={appConfig.app.baseUrl}>
      <App />
    </StaticRouter>,
    // React outlines big boundaries to stream them later; a static page wants everything inline.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return streamToString(prelude);
}

/**
 * Renders a path as the browser will first see it. A lazy part that loads during a pass is
 * written as a fallback plus a hidden copy that only a script reveals, so we render again until
 * every lazy part is loaded and inline: the page must paint whole without JavaScript.
 */
export async function render(path: string): Promise<{ head: string; html: string; lazyParts: string[] }> {
  takeRenderedLazyParts();
  let markup = await renderOnce(path);
  for (let pass = 1; pass < maxPasses && markup.includes(pendingBoundary); pass++) markup = await renderOnce(path);
  if (markup.includes(pendingBoundary))
    throw new Error(`${path} still has pending lazy parts after ${maxPasses} passes.`);
  const head = leadingHeadTags.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length), lazyParts: takeRenderedLazyParts() };
}

export const baseUrl = appConfig.app.baseUrl;
