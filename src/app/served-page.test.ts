// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdsOwnRoute, renderedPathAttribute, routePath } from './served-page';

describe('routePath', () => {
  it('drops the base path and a trailing slash', () => {
    expect(routePath('/json-prettify', '/')).toBe('/json-prettify');
    expect(routePath('/json-prettify/', '/')).toBe('/json-prettify');
    expect(routePath('/', '/')).toBe('/');
    expect(routePath('/tools/json-prettify', '/tools/')).toBe('/json-prettify');
    expect(routePath('/tools/', '/tools/')).toBe('/');
    expect(routePath('/tools', '/tools/')).toBe('/');
  });
});

describe('holdsOwnRoute', () => {
  afterEach(() => document.documentElement.removeAttribute(renderedPathAttribute));

  it("is true only for the route's own prerendered HTML", () => {
    document.documentElement.setAttribute(renderedPathAttribute, '/json-prettify');
    expect(holdsOwnRoute(document, '/json-prettify/', '/')).toBe(true);
    expect(holdsOwnRoute(document, '/hash-text', '/')).toBe(false);
  });

  it('is false for the home page served at another path, and for the not-found page', () => {
    document.documentElement.setAttribute(renderedPathAttribute, '/');
    expect(holdsOwnRoute(document, '/no-such-tool', '/')).toBe(false);
    document.documentElement.setAttribute(renderedPathAttribute, '/404');
    expect(holdsOwnRoute(document, '/no-such-tool', '/')).toBe(false);
  });

  it('is false where the HTML says nothing of its route (the dev server)', () => {
    expect(holdsOwnRoute(document, '/', '/')).toBe(false);
  });
});
