/**
 * Resolves once React has hydrated every part of the prerendered page, its lazy parts included
 * (the tool and its component library, the About page), or after `timeoutMs` at the latest.
 *
 * Why wait: the texts are read while hydrating, so a language switched before a
 * lazy part hydrates would make that part disagree with the English HTML the server wrote.
 * React has no "hydration finished" event; it does mark every DOM node it has taken over with
 * a `__reactFiber$…` property, so a part is hydrated once its first element carries that mark.
 * Each Suspense boundary of the HTML (`<!--$-->` … `<!--/$-->`) is one part; the root is another.
 */
/** Set on `<html>` once the page has hydrated (see main.tsx): the browser tests wait for it. */
export const hydratedAttribute = 'data-hydrated';

export function whenHydrated(container: Element, { timeoutMs = 10_000, pollMs = 50 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      if (isHydrated(container) || Date.now() >= deadline) resolve();
      else setTimeout(check, pollMs);
    };
    check();
  });
}

const fiberKeyPrefix = '__reactFiber$';
const boundaryStart = /^\$[?!]?$/;
const boundaryEnd = '/$';

const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith(fiberKeyPrefix));

/** The first element inside the boundary that starts at `start`, if it has one. */
function firstElementOf(start: Comment): Element | null {
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Element) return node;
    if (node instanceof Comment && node.data === boundaryEnd) return null;
  }
  return null;
}

export function isHydrated(container: Element): boolean {
  const root = container.firstElementChild;
  if (root && !ownedByReact(root)) return false;
  const comments = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = comments.nextNode(); node; node = comments.nextNode()) {
    if (!(node instanceof Comment) || !boundaryStart.test(node.data)) continue;
    const first = firstElementOf(node);
    if (first && !ownedByReact(first)) return false;
  }
  return true;
}
