// jsdom lacks a few browser APIs that Mantine calls (media queries, element observers, font
// loading, scrolling). Harmless in the node environment, and when imported more than once.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (typeof window.ResizeObserver === 'undefined') {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = ResizeObserverStub;
  }

  // Autosizing text areas listen for web fonts finishing loading.
  if (!('fonts' in document)) {
    const fonts = { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};

  // Testing Library unmounts between tests by itself only when Vitest's globals are on; they are off
  // here. Imported only where there is a DOM: most test files run in Node and need none of React.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
