import '../../ui/base-styles';
import './mantine-overrides.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { mantineColorSchemeManager } from '../preferences/mantine-color-scheme';
import { theme } from './theme';

/** The UI kit's base (Mantine, its styles, our theme), for the pages that use the kit. */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={mantineColorSchemeManager}>
      {children}
    </MantineProvider>
  );
}
