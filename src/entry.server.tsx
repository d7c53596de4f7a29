import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

// Only ever runs at build time, to prerender pages: React's static prerender waits for every
// lazy tool and Suspense boundary, so each HTML file holds the complete initial UI.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={routerContext} url={request.url} />);
  const body = new PassThrough();
  prelude.pipe(body);
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode });
}
