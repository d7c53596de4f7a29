import { lazy, Suspense, type ComponentType } from 'react';

const renderedParts = new Set<string>();

/**
 * A kit component loaded only by the pages that draw it. `source` is its module's path from the
 * project root (`src/ui/field-controls/ChoiceControl.tsx`), a module nothing imports statically (so
 * that the build gives it a chunk of its own): the prerender links the chunks of the parts a page
 * drew (see takeRenderedLazyParts), so the page hydrates without waiting for them. Its own Suspense
 * boundary keeps the prerendered markup in place while the chunk loads, and the rest of the page
 * usable.
 */
export function lazyPart<P extends object>(
  source: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load);
  function LazyPart(props: P) {
    if (import.meta.env.SSR) renderedParts.add(source);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/** The sources of the lazy parts drawn since the last call (the prerender asks once per page). */
export function takeRenderedLazyParts(): string[] {
  const parts = [...renderedParts];
  renderedParts.clear();
  return parts;
}
