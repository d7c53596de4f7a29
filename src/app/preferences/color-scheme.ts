import { useSyncExternalStore } from 'react';

export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'it-tools:color-scheme';
const attribute = 'data-mantine-color-scheme';
const darkQuery = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedScheme(): ColorScheme | null {
  try {
    const stored = localStorage.getItem(colorSchemeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

const systemScheme = (): ColorScheme => (matchMedia(darkQuery).matches ? 'dark' : 'light');

function apply(scheme: ColorScheme) {
  document.documentElement.setAttribute(attribute, scheme);
  notify();
}

/**
 * The attribute on <html> is the truth: the inline script in index.html sets it before first
 * paint (stored choice, else the system's), and the system preference is followed until the
 * user toggles; from then on the choice is stored.
 */
export function subscribeToColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = matchMedia(darkQuery);
  const followSystem = () => {
    if (!storedScheme()) apply(systemScheme());
  };
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === colorSchemeStorageKey) apply(storedScheme() ?? systemScheme());
  };
  media.addEventListener('change', followSystem);
  window.addEventListener('storage', followOtherTabs);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', followSystem);
    window.removeEventListener('storage', followOtherTabs);
  };
}

export const currentColorScheme = (): ColorScheme =>
  typeof document !== 'undefined' && document.documentElement.getAttribute(attribute) === 'dark' ? 'dark' : 'light';

export function setColorScheme(scheme: ColorScheme) {
  try {
    localStorage.setItem(colorSchemeStorageKey, scheme);
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
  apply(scheme);
}

export function toggleColorScheme() {
  setColorScheme(currentColorScheme() === 'dark' ? 'light' : 'dark');
}

/** The colour scheme in force; 'light' while prerendering and hydrating, the real one right after. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeToColorScheme, currentColorScheme, () => 'light');
}
