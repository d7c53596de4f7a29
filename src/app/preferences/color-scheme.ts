import { localStorageColorSchemeManager } from '@mantine/core';

export const colorSchemeStorageKey = 'it-tools:color-scheme';

/** Absent until the user toggles the theme: until then the system preference rules. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });
