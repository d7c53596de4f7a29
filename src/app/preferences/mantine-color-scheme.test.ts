// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentColorScheme, setColorScheme } from './color-scheme';
import { mantineColorSchemeManager } from './mantine-color-scheme';

afterEach(() => {
  mantineColorSchemeManager.unsubscribe();
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('mantineColorSchemeManager', () => {
  it('follows a toggle once, even though Mantine sets the new scheme back from its update', () => {
    const updates: string[] = [];
    // What Mantine does on an update: record it and set the scheme through the manager.
    mantineColorSchemeManager.subscribe((scheme) => {
      updates.push(scheme);
      mantineColorSchemeManager.set(scheme);
    });
    setColorScheme('dark');
    expect(currentColorScheme()).toBe('dark');
    expect(updates).toEqual(['dark']);
  });

  it('stores a scheme Mantine sets, and ignores "auto"', () => {
    const onUpdate = vi.fn();
    mantineColorSchemeManager.subscribe(onUpdate);
    mantineColorSchemeManager.set('dark');
    expect(localStorage.getItem('it-tools:color-scheme')).toBe('dark');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    mantineColorSchemeManager.set('auto');
    expect(currentColorScheme()).toBe('dark');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
