/** Set on `<html>` by the prerender: the route whose HTML the page holds ('/404' for the not-found page). */
export const renderedPathAttribute = 'data-rendered-path';

/** A route path as the prerender names it: without the base path and any trailing slash. */
export function routePath(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Whether the HTML the server sent is the prerendered page of the route in the address, so React
 * can hydrate it. Static hosts that answer every unknown path with the home page's HTML (an "SPA
 * fallback"), and the not-found page served at any unknown path, hold another route's markup:
 * the page is then drawn from scratch rather than hydrated against the wrong HTML.
 */
export function holdsOwnRoute(root: Document, pathname: string, baseUrl: string): boolean {
  const rendered = root.documentElement.getAttribute(renderedPathAttribute);
  return rendered !== null && rendered === routePath(pathname, baseUrl);
}
