import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme/theme';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's current address. */
  route?: string;
}

/** Renders a component inside the app's providers: Mantine theme and a router (texts are English until a test switches the language). */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProvidersOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        {/* Mantine's test mode: no transitions, popups rendered in place, no layout-based hiding (jsdom has no layout). */}
        <MantineProvider theme={theme} env="test">
          {children}
        </MantineProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
