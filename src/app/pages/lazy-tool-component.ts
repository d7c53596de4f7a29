import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { tools } from '../../tools';

/** One lazy component per tool, made once, so a tool's code loads only when its page opens. */
export const lazyToolComponents: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  tools.map((tool) => [tool.slug, lazy(tool.component)]),
);
