import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme/theme';
import { i18n } from '../i18n/i18n';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's current address. */
  route?: string;
}

/** Renders a component inside the app's providers: Mantine theme, i18next (English) and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProvidersOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <I18nextProvider i18n={i18n}>
          {/* Mantine's test mode: no transitions, popups rendered in place, no layout-based hiding (jsdom has no layout). */}
          <MantineProvider theme={theme} env="test">
            {children}
          </MantineProvider>
        </I18nextProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
