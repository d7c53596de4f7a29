import type { MantineColorSchemeManager } from '@mantine/core';
import { currentColorScheme, setColorScheme, subscribeToColorScheme } from './color-scheme';

let unsubscribe: (() => void) | undefined;

/** Lets Mantine read and follow the shell's colour scheme instead of keeping its own. */
export const mantineColorSchemeManager: MantineColorSchemeManager = {
  get: () => currentColorScheme(),
  set: (value) => {
    if (value === 'light' || value === 'dark') setColorScheme(value);
  },
  subscribe: (onUpdate) => {
    unsubscribe?.();
    unsubscribe = subscribeToColorScheme(() => onUpdate(currentColorScheme()));
  },
  unsubscribe: () => {
    unsubscribe?.();
    unsubscribe = undefined;
  },
  clear: () => undefined,
};
