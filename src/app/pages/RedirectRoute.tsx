import { redirect } from 'react-router';
import { redirects } from '../../tools';

function redirectFor(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(`${redirects.get(pathname.replace(/\/+$/, '')) ?? '/'}${search}`);
}

// At build time the prerenderer turns the redirect into a tiny HTML page that forwards the
// browser; in the app, client-side navigation to an old path redirects the same way.
export const loader = ({ request }: { request: Request }) => redirectFor(request);
export const clientLoader = ({ request }: { request: Request }) => redirectFor(request);

export default function RedirectRoute() {
  return null;
}
