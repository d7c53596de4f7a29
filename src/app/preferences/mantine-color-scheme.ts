import type { MantineColorSchemeManager } from '@mantine/core';
import { currentColorScheme, setColorScheme, subscribeToColorScheme } from './color-scheme';

let unsubscribe: (() => void) | undefined;

/** Lets Mantine read and follow the shell's colour scheme instead of keeping its own. */
export const mantineColorSchemeManager: MantineColorSchemeManager = {
  get: () => currentColorScheme(),
  // Mantine calls `set` back from the update it gets when the scheme changes: setting the scheme
  // already in force again would notify again, without end.
  set: (value) => {
    if ((value === 'light' || value === 'dark') && value !== currentColorScheme()) setColorScheme(value);
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
