import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../../tools/tool';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** A stable lazy component per tool, so React keeps its state across re-renders. */
export function lazyToolComponent(tool: Tool): LazyExoticComponent<ComponentType> {
  let component = cache.get(tool.slug);
  if (!component) {
    component = lazy(tool.component);
    cache.set(tool.slug, component);
  }
  return component;
}
