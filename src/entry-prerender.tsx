import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { appConfig } from './config/app-config';
import { redirects, tools } from './tools';

/** Pages written to HTML at build time; the not-found page becomes 404.html. */
export const pagePaths = ['/', '/about', ...tools.map((tool) => `/${tool.slug}`)];
export const notFoundPath = '/404';
export const redirectTargets: ReadonlyMap<string, string> = redirects;

// Matches the tags React 19 hoists out of the tree (title, meta, link): they belong in <head>.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** Renders a path as the browser will first see it; waits for every lazy part to load. */
export async function render(path: string): Promise<{ head: string; html: string }> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path} basename={appConfig.app.baseUrl}>
      <App />
    </StaticRouter>,
  );
  const markup = await streamToString(prelude);
  const head = leadingHeadTags.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

export const baseUrl = appConfig.app.baseUrl;
