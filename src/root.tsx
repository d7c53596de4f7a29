import './ui/base-styles';
import './app/theme/theme.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { theme } from './app/theme/theme';
import { i18n } from './i18n/i18n';
import { colorSchemeStorageKey } from './app/preferences/color-scheme';
import { colorSchemeManager } from './app/preferences/color-scheme';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Sets the colour scheme on <html> before first paint, so dark mode never flashes light. */}
        <ColorSchemeScript defaultColorScheme="auto" localStorageKey={colorSchemeStorageKey} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
            {children}
          </MantineProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}
